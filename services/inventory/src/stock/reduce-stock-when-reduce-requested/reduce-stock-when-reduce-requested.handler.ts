import { Injectable } from '@nestjs/common';
import { type DomainEvent, warehouseMessages } from '@silkway/contracts';
import { Outbox } from '@silkway/service-kit';
import type { EntityManager } from 'typeorm';
import { InventoryItem } from '../inventory-item.entity.js';

/**
 * An order item was taken from stock: reduce the line (never below zero) and answer the orders
 * service with `stock.reduced` or `stock.reduce-rejected`, in the consumer's transaction.
 */
@Injectable()
export class ReduceStockWhenReduceRequestedHandler {
  async handle(manager: EntityManager, { payload }: DomainEvent<'stock.reduce-requested'>): Promise<void> {
    const line = await manager.findOne(InventoryItem, { where: { id: payload.inventoryItemId }, lock: { mode: 'pessimistic_write' } });
    const refusal = !line
      ? warehouseMessages.inventoryItemNotFound
      : line.quantity < payload.quantity
        ? warehouseMessages.notEnoughStock(line.quantity, payload.quantity)
        : null;
    if (refusal) {
      await Outbox.add(manager, { type: 'stock.reduce-rejected', payload: { ...payload, reason: refusal } });
      return;
    }
    line!.take(payload.quantity);
    await manager.save(line);
    await Outbox.add(manager, { type: 'stock.reduced', payload });
  }
}
