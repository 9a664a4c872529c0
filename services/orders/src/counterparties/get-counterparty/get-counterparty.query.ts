import { Query } from '@nestjs/cqrs';
import type { CounterpartyAnswer } from '@silkway/contracts';

export class GetCounterpartyQuery extends Query<CounterpartyAnswer> {
  constructor(readonly id: number) {
    super();
  }
}
