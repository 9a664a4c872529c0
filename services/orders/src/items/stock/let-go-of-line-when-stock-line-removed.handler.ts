import { Injectable } from '@nestjs/common';
import { type DomainEvent, warehouseMessages } from '@silkway/contracts';
import type { EntityManager } from 'typeorm';

/**
 * A stock line was deleted (the inventory refuses while items hold units of it): every item naming
 * it lets go of it. One taken from stock stays in its order, flagged with the reason as a refused
 * take is, so the admin sees it and decides.
 */
@Injectable()
export class LetGoOfLineWhenStockLineRemovedHandler {
  async handle(
    manager: EntityManager,
    removals: DomainEvent<'stock-line.removed'>[],
  ): Promise<void> {
    await manager.query(
      `UPDATE orders.order_items
          SET inventory_item_id = NULL, updated_at = now(),
              stock_status = CASE WHEN from_inventory THEN 'rejected' ELSE stock_status END,
              stock_note = CASE WHEN from_inventory THEN $2 ELSE stock_note END
        WHERE inventory_item_id = ANY($1::int[])`,
      [
        removals.map(({ payload }) => payload.inventoryItemId),
        warehouseMessages.inventoryItemNotFound,
      ],
    );
  }
}
