import { Command } from '@nestjs/cqrs';
import type { WarehouseAnswer, WarehouseCreateBody } from '@silkway/contracts';

export class CreateWarehouseCommand extends Command<WarehouseAnswer> {
  constructor(readonly fields: WarehouseCreateBody) {
    super();
  }
}
