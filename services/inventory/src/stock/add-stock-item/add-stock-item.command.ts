import { Command } from '@nestjs/cqrs';
import type { InventoryItemAnswer, InventoryItemCreateBody } from '@silkway/contracts';

export class AddStockItemCommand extends Command<InventoryItemAnswer> {
  constructor(readonly fields: InventoryItemCreateBody) {
    super();
  }
}
