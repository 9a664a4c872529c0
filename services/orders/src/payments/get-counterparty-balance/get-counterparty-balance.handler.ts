import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { CounterpartyBalanceAnswer } from '@silkway/contracts';
import { CounterpartyBalances } from '../../counterparties/counterparty-balances.js';
import { GetCounterpartyBalanceQuery } from './get-counterparty-balance.query.js';

@QueryHandler(GetCounterpartyBalanceQuery)
export class GetCounterpartyBalanceHandler implements IQueryHandler<GetCounterpartyBalanceQuery> {
  constructor(private readonly balances: CounterpartyBalances) {}

  async execute({
    counterpartyId,
  }: GetCounterpartyBalanceQuery): Promise<CounterpartyBalanceAnswer> {
    const { name: _name, ...balance } = await this.balances.ofOneOrFail(counterpartyId);
    return balance;
  }
}
