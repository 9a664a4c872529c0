import { Command } from '@nestjs/cqrs';
import type { ExpectedVersion } from '@silkway/service-kit';

export class DeleteCounterpartyCommand extends Command<void> {
  constructor(
    readonly id: number,
    readonly expected?: ExpectedVersion,
  ) {
    super();
  }
}
