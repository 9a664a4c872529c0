import { Command } from '@nestjs/cqrs';
import type { CounterpartyAnswer, CounterpartyCreateBody } from '@silkway/contracts';

export class CreateCounterpartyCommand extends Command<CounterpartyAnswer> {
  constructor(readonly fields: CounterpartyCreateBody) {
    super();
  }
}
