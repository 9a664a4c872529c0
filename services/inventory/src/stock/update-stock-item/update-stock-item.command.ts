import { Command } from '@nestjs/cqrs';
import type { InventoryItemAnswer, InventoryItemUpdateBody } from '@silkway/contracts';
import type { ExpectedVersion } from '@silkway/service-kit';

export class UpdateStockItemCommand extends Command<InventoryItemAnswer> {
  constructor(
    readonly id: number,
    readonly fields: InventoryItemUpdateBody,
    readonly expected?: ExpectedVersion,
  ) {
    super();
  }
}
