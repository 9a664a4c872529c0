import { Command } from '@nestjs/cqrs';
import type { TruckAnswer, TruckCreateBody } from '@silkway/contracts';

export class CreateTruckCommand extends Command<TruckAnswer> {
  constructor(readonly fields: TruckCreateBody) {
    super();
  }
}
