import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { CounterpartyAnswer } from '@silkway/contracts';
import { CounterpartyBalances } from '../counterparty-balances.js';
import { CounterpartiesRepository } from '../counterparties.repository.js';
import { GetCounterpartyQuery } from './get-counterparty.query.js';

@QueryHandler(GetCounterpartyQuery)
export class GetCounterpartyHandler implements IQueryHandler<GetCounterpartyQuery> {
  constructor(
    private readonly counterparties: CounterpartiesRepository,
    private readonly balances: CounterpartyBalances,
  ) {}

  /** The debt is the ledger's (docs/payments.md "Balance"). */
  async execute({ id }: GetCounterpartyQuery): Promise<CounterpartyAnswer> {
    const counterparty = await this.counterparties.findByIdOrFail(id);
    const { balance } = await this.balances.ofOneOrFail(id);
    return { ...counterparty.toAnswer(), currentDebt: balance };
  }
}
