import { Injectable } from '@nestjs/common';
import { type DomainEvent, warehouseMessages } from '@silkway/contracts';
import { Outbox } from '@silkway/service-kit';
import type { EntityManager } from 'typeorm';
import {
  InventoryItem,
  takeFromStock,
  type StockTake,
} from '../../entities/inventory-item.entity.js';

type ReduceRequest = DomainEvent<'stock.reduce-requested'>;

/**
 * Order items were taken from stock: reduce each line (never below zero) and answer the orders
 * service with `stock.reduced` or `stock.reduce-rejected` per request, in the consumer's
 * transaction. The requests of a batch are decided in the order they came against their lines,
 * locked in id order (two batches at once wait for each other rather than deadlock), and the lines
 * are written with one UPDATE; the table's CHECK keeps a line from going below zero whatever happens.
 * What each item took is added to its hold (stock_holds), which a return gives back; an item
 * deleted before its request arrived (its hold released) takes nothing.
 */
@Injectable()
export class ReduceStockWhenReduceRequestedHandler {
  async handle(manager: EntityManager, requests: ReduceRequest[]): Promise<void> {
    const lines = await manager
      .createQueryBuilder(InventoryItem, 'line')
      .select(['line.id', 'line.quantity'])
      .where('line.id IN (:...ids)', {
        ids: [...new Set(requests.map(({ payload }) => payload.inventoryItemId))],
      })
      .orderBy('line.id')
      .setLock('pessimistic_write')
      .getMany();
    const available = new Map(lines.map((line) => [line.id, line.quantity]));
    const released = await releasedHolds(manager, requests);
    const taken = new Map<number, number>();
    // Per order item: its line and what this batch took for it (an item raised twice holds both).
    const held = new Map<number, { line: number; quantity: number }>();
    for (const { payload } of requests) {
      if (released.has(payload.orderItemId)) {
        const reason = warehouseMessages.itemRemovedFromOrder;
        Outbox.add(manager, { type: 'stock.reduce-rejected', payload: { ...payload, reason } });
        continue;
      }
      const left = available.get(payload.inventoryItemId);
      const take: StockTake =
        left === undefined
          ? { taken: false, reason: warehouseMessages.inventoryItemNotFound }
          : takeFromStock(left, payload.quantity);
      if (take.taken) {
        held.set(payload.orderItemId, {
          line: payload.inventoryItemId,
          quantity: (held.get(payload.orderItemId)?.quantity ?? 0) + payload.quantity,
        });
        available.set(payload.inventoryItemId, take.left);
        taken.set(
          payload.inventoryItemId,
          (taken.get(payload.inventoryItemId) ?? 0) + payload.quantity,
        );
        Outbox.add(manager, { type: 'stock.reduced', payload });
        continue;
      }
      const { reason } = take;
      Outbox.add(manager, { type: 'stock.reduce-rejected', payload: { ...payload, reason } });
    }
    if (taken.size > 0)
      await manager.query(
        `UPDATE inventory.inventory_items AS line
            SET quantity = line.quantity - taken.quantity, updated_at = now()
           FROM unnest($1::int[], $2::int[]) AS taken(id, quantity)
          WHERE line.id = taken.id`,
        [[...taken.keys()], [...taken.values()]],
      );
    if (held.size > 0)
      await manager.query(
        `INSERT INTO inventory.stock_holds AS hold (order_item_id, inventory_item_id, quantity)
         SELECT * FROM unnest($1::int[], $2::int[], $3::int[])
         ON CONFLICT (order_item_id) DO UPDATE
            SET quantity = hold.quantity + EXCLUDED.quantity, updated_at = now()`,
        [
          [...held.keys()],
          [...held.values()].map((hold) => hold.line),
          [...held.values()].map((hold) => hold.quantity),
        ],
      );
  }
}

async function releasedHolds(
  manager: EntityManager,
  requests: ReduceRequest[],
): Promise<Set<number>> {
  const rows: { order_item_id: number }[] = await manager.query(
    `SELECT order_item_id FROM inventory.stock_holds WHERE order_item_id = ANY($1::int[]) AND released`,
    [requests.map(({ payload }) => payload.orderItemId)],
  );
  return new Set(rows.map((row) => row.order_item_id));
}
