import { Command } from '@nestjs/cqrs';
import type { InventoryItemAnswer, InventoryItemUpdateBody } from '@silkway/contracts';

export class UpdateStockItemCommand extends Command<InventoryItemAnswer> {
  constructor(
    readonly id: number,
    readonly fields: InventoryItemUpdateBody,
  ) {
    super();
  }
}
