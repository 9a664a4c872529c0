import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { CounterpartyAnswer } from '@silkway/contracts';
import { CounterpartyBalances } from '../counterparty-balances.js';
import { CounterpartiesRepository } from '../counterparties.repository.js';
import { ListCounterpartiesQuery } from './list-counterparties.query.js';

@QueryHandler(ListCounterpartiesQuery)
export class ListCounterpartiesHandler implements IQueryHandler<ListCounterpartiesQuery> {
  constructor(
    private readonly counterparties: CounterpartiesRepository,
    private readonly balances: CounterpartyBalances,
  ) {}

  /** Each debt is the ledger's (docs/payments.md "Balance"). */
  async execute(): Promise<CounterpartyAnswer[]> {
    const [counterparties, balances] = await Promise.all([
      this.counterparties.findAllNewestFirst(),
      this.balances.of(),
    ]);
    return counterparties.map((counterparty) => ({
      ...counterparty.toAnswer(),
      currentDebt: balances.get(counterparty.id)?.balance ?? 0,
    }));
  }
}
