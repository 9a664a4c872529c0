import { Command } from '@nestjs/cqrs';
import type { TruckHoldReleaseQuery } from '@silkway/contracts';

export class ReleaseTruckHoldCommand extends Command<void> {
  constructor(
    readonly orderItemId: number,
    readonly hold: TruckHoldReleaseQuery,
  ) {
    super();
  }
}
