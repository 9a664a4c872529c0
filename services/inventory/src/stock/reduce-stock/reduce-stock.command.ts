import { Command } from '@nestjs/cqrs';
import type { InventoryItemAnswer } from '@silkway/contracts';

export class ReduceStockCommand extends Command<InventoryItemAnswer> {
  constructor(
    readonly id: number,
    readonly quantity: number,
  ) {
    super();
  }
}
