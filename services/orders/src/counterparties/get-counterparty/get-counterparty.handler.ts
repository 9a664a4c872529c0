import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { CounterpartyAnswer } from '@silkway/contracts';
import { CounterpartiesRepository } from '../counterparties.repository.js';
import { GetCounterpartyQuery } from './get-counterparty.query.js';

@QueryHandler(GetCounterpartyQuery)
export class GetCounterpartyHandler implements IQueryHandler<GetCounterpartyQuery> {
  constructor(private readonly counterparties: CounterpartiesRepository) {}

  async execute({ id }: GetCounterpartyQuery): Promise<CounterpartyAnswer> {
    return (await this.counterparties.findByIdOrFail(id)).toAnswer();
  }
}
