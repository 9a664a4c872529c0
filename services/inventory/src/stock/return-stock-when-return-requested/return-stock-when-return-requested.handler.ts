import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@silkway/contracts';
import type { EntityManager } from 'typeorm';

type ReturnRequest = DomainEvent<'stock.return-requested'>;

interface Hold {
  order_item_id: number;
  inventory_item_id: number;
  quantity: number;
}

/**
 * Order items taken from stock were deleted or lowered: each gives back what it asks for, but never
 * more than it holds of its line (inventory.stock_holds), so a repeated or late request cannot
 * create stock. A deleted item's hold is released for good. Lines are locked in id order before the
 * holds, as the reduction does, so the two wait for each other rather than deadlock.
 */
@Injectable()
export class ReturnStockWhenReturnRequestedHandler {
  async handle(manager: EntityManager, requests: ReturnRequest[]): Promise<void> {
    const lineIds = [...new Set(requests.map(({ payload }) => payload.inventoryItemId))].sort(
      (a, b) => a - b,
    );
    await manager.query(
      `SELECT id FROM inventory.inventory_items WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
      [lineIds],
    );
    const itemIds = [...new Set(requests.map(({ payload }) => payload.orderItemId))];
    const holds: Hold[] = await manager.query(
      `SELECT order_item_id, inventory_item_id, quantity FROM inventory.stock_holds
        WHERE order_item_id = ANY($1::int[]) ORDER BY order_item_id FOR UPDATE`,
      [itemIds],
    );
    const held = new Map(holds.map((hold) => [hold.order_item_id, hold]));
    const given = new Map<number, number>();
    const released = new Set<number>();
    for (const { payload } of requests) {
      const hold = held.get(payload.orderItemId);
      if (payload.whole) released.add(payload.orderItemId);
      if (!hold) continue;
      const back = Math.min(hold.quantity, payload.quantity);
      hold.quantity -= back;
      given.set(hold.inventory_item_id, (given.get(hold.inventory_item_id) ?? 0) + back);
    }
    const rows = itemIds.map((id) => ({
      id,
      line: held.get(id)?.inventory_item_id ?? lineOf(requests, id),
      quantity: held.get(id)?.quantity ?? 0,
      released: released.has(id),
    }));
    await manager.query(
      `INSERT INTO inventory.stock_holds (order_item_id, inventory_item_id, quantity, released)
       SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::boolean[])
       ON CONFLICT (order_item_id) DO UPDATE
          SET quantity = EXCLUDED.quantity, released = stock_holds.released OR EXCLUDED.released,
              updated_at = now()`,
      [
        rows.map((row) => row.id),
        rows.map((row) => row.line),
        rows.map((row) => row.quantity),
        rows.map((row) => row.released),
      ],
    );
    const lines = [...given].filter(([, quantity]) => quantity > 0);
    if (lines.length > 0)
      await manager.query(
        `UPDATE inventory.inventory_items AS line
            SET quantity = line.quantity + back.quantity, updated_at = now()
           FROM unnest($1::int[], $2::int[]) AS back(id, quantity)
          WHERE line.id = back.id`,
        [lines.map(([id]) => id), lines.map(([, quantity]) => quantity)],
      );
  }
}

const lineOf = (requests: ReturnRequest[], orderItemId: number): number =>
  requests.find(({ payload }) => payload.orderItemId === orderItemId)!.payload.inventoryItemId;
