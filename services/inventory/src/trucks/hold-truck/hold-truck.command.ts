import { Command } from '@nestjs/cqrs';
import type { TruckHoldBody, TruckStateAnswer } from '@silkway/contracts';

export class HoldTruckCommand extends Command<TruckStateAnswer> {
  constructor(
    readonly orderItemId: number,
    readonly hold: TruckHoldBody,
  ) {
    super();
  }
}
