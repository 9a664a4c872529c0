import { Command } from '@nestjs/cqrs';
import type { CounterpartyAnswer, CounterpartyUpdateBody } from '@silkway/contracts';

export class UpdateCounterpartyCommand extends Command<CounterpartyAnswer> {
  constructor(
    readonly id: number,
    readonly fields: CounterpartyUpdateBody,
  ) {
    super();
  }
}
