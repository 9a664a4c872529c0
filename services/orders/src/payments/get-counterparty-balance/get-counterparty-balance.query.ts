import { Query } from '@nestjs/cqrs';
import type { CounterpartyBalanceAnswer } from '@silkway/contracts';

/** What a counterparty owes now: the back office's figure and the client portal's. */
export class GetCounterpartyBalanceQuery extends Query<CounterpartyBalanceAnswer> {
  constructor(readonly counterpartyId: number) {
    super();
  }
}
