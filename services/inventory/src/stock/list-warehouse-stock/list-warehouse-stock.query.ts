import { Query } from '@nestjs/cqrs';
import type { InventoryItemAnswer } from '@silkway/contracts';

export class ListWarehouseStockQuery extends Query<InventoryItemAnswer[]> {
  constructor(
    readonly warehouseId: number,
    /** Only lines with goods left: what the add-from-warehouse dialog offers. */
    readonly onlyAvailable: boolean,
  ) {
    super();
  }
}
