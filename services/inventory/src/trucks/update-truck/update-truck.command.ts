import { Command } from '@nestjs/cqrs';
import type { TruckAnswer, TruckUpdateBody } from '@silkway/contracts';
import type { ExpectedVersion } from '@silkway/service-kit';

export class UpdateTruckCommand extends Command<TruckAnswer> {
  constructor(
    readonly id: number,
    readonly fields: TruckUpdateBody,
    readonly expected?: ExpectedVersion,
  ) {
    super();
  }
}
