import { Command } from '@nestjs/cqrs';
import type { CounterpartyAnswer, CounterpartyUpdateBody } from '@silkway/contracts';
import type { ExpectedVersion } from '@silkway/service-kit';

export class UpdateCounterpartyCommand extends Command<CounterpartyAnswer> {
  constructor(
    readonly id: number,
    readonly fields: CounterpartyUpdateBody,
    readonly expected?: ExpectedVersion,
  ) {
    super();
  }
}
