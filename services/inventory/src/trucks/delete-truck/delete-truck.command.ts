import { Command } from '@nestjs/cqrs';
import type { ExpectedVersion } from '@silkway/service-kit';

export class DeleteTruckCommand extends Command<void> {
  constructor(
    readonly id: number,
    readonly expected?: ExpectedVersion,
  ) {
    super();
  }
}
