import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { CounterpartyAnswer } from '@silkway/contracts';
import { CounterpartiesRepository } from '../counterparties.repository.js';
import { ListCounterpartiesQuery } from './list-counterparties.query.js';

@QueryHandler(ListCounterpartiesQuery)
export class ListCounterpartiesHandler implements IQueryHandler<ListCounterpartiesQuery> {
  constructor(private readonly counterparties: CounterpartiesRepository) {}

  async execute(): Promise<CounterpartyAnswer[]> {
    return (await this.counterparties.findAllNewestFirst()).map((counterparty) =>
      counterparty.toAnswer(),
    );
  }
}
