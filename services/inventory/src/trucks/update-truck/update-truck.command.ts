import { Command } from '@nestjs/cqrs';
import type { TruckAnswer, TruckUpdateBody } from '@silkway/contracts';

export class UpdateTruckCommand extends Command<TruckAnswer> {
  constructor(
    readonly id: number,
    readonly fields: TruckUpdateBody,
  ) {
    super();
  }
}
