import { Injectable } from '@nestjs/common';
import { type DomainEvent, warehouseMessages } from '@silkway/contracts';
import { Outbox } from '@silkway/service-kit';
import type { EntityManager } from 'typeorm';
import { InventoryItem } from '../../entities/inventory-item.entity.js';

type ReduceRequest = DomainEvent<'stock.reduce-requested'>;

/**
 * Order items were taken from stock: reduce each line (never below zero) and answer the orders
 * service with `stock.reduced` or `stock.reduce-rejected` per request, in the consumer's
 * transaction. The requests of a batch are decided in the order they came against their lines,
 * locked in id order (two batches at once wait for each other rather than deadlock), and the lines
 * are written with one UPDATE; the table's CHECK keeps a line from going below zero whatever happens.
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
    const taken = new Map<number, number>();
    for (const { payload } of requests) {
      const left = available.get(payload.inventoryItemId);
      if (left !== undefined && left >= payload.quantity) {
        available.set(payload.inventoryItemId, left - payload.quantity);
        taken.set(
          payload.inventoryItemId,
          (taken.get(payload.inventoryItemId) ?? 0) + payload.quantity,
        );
        Outbox.add(manager, { type: 'stock.reduced', payload });
        continue;
      }
      const reason =
        left === undefined
          ? warehouseMessages.inventoryItemNotFound
          : warehouseMessages.notEnoughStock(left, payload.quantity);
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
  }
}
