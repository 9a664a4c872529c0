import { Command } from '@nestjs/cqrs';
import type { WarehouseAnswer, WarehouseUpdateBody } from '@silkway/contracts';

export class UpdateWarehouseCommand extends Command<WarehouseAnswer> {
  constructor(
    readonly id: number,
    readonly fields: WarehouseUpdateBody,
  ) {
    super();
  }
}
