import { Injectable } from '@nestjs/common';
import { type DomainEvent, warehouseMessages } from '@silkway/contracts';
import { Outbox } from '@silkway/service-kit';
import type { EntityManager } from 'typeorm';
import { InventoryItem } from '../inventory-item.entity.js';

/**
 * An order item was taken from stock: reduce the line (never below zero) and answer the orders
 * service with `stock.reduced` or `stock.reduce-rejected`, in the consumer's transaction. One
 * guarded UPDATE takes the stock, so the line stays locked only from it to the commit.
 */
@Injectable()
export class ReduceStockWhenReduceRequestedHandler {
  async handle(
    manager: EntityManager,
    { payload }: DomainEvent<'stock.reduce-requested'>,
  ): Promise<void> {
    const taken = await manager
      .createQueryBuilder()
      .update(InventoryItem)
      .set({ quantity: () => 'quantity - :quantity' })
      .where('id = :id AND quantity >= :quantity', {
        id: payload.inventoryItemId,
        quantity: payload.quantity,
      })
      .execute();
    if (taken.affected) {
      Outbox.add(manager, { type: 'stock.reduced', payload });
      return;
    }
    const line = await manager.findOneBy(InventoryItem, { id: payload.inventoryItemId });
    const reason = line
      ? warehouseMessages.notEnoughStock(line.quantity, payload.quantity)
      : warehouseMessages.inventoryItemNotFound;
    Outbox.add(manager, { type: 'stock.reduce-rejected', payload: { ...payload, reason } });
  }
}
