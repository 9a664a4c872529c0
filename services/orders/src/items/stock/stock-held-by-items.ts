import { Outbox } from '@silkway/service-kit';
import type { EntityManager } from 'typeorm';
import type { OrderItem } from '../../entities/order-item.entity.js';

type StockItem = Pick<OrderItem, 'id' | 'fromInventory' | 'inventoryItemId' | 'quantity'>;

/**
 * Items taken from stock were deleted: each gives its units back to its line and holds nothing
 * more (the inventory gives back only what the item really took, once).
 */
export function announceStockGivenBack(manager: EntityManager, deleted: StockItem[]): void {
  for (const item of deleted)
    if (item.fromInventory && item.inventoryItemId !== null)
      Outbox.add(manager, {
        type: 'stock.return-requested',
        payload: {
          orderItemId: item.id,
          inventoryItemId: item.inventoryItemId,
          quantity: item.quantity,
          whole: true,
        },
      });
}

/**
 * An item taken from stock changed its quantity: the units it no longer needs go back to its line,
 * the ones it needs more are asked for like the first ones (and the item waits for the answer).
 */
export function announceStockQuantityChanged(
  manager: EntityManager,
  item: OrderItem,
  previousQuantity: number,
): void {
  if (!item.fromInventory || item.inventoryItemId === null || item.quantity === previousQuantity)
    return;
  const difference = Math.abs(item.quantity - previousQuantity);
  const payload = {
    orderItemId: item.id,
    inventoryItemId: item.inventoryItemId,
    quantity: difference,
  };
  if (item.quantity < previousQuantity) {
    Outbox.add(manager, { type: 'stock.return-requested', payload: { ...payload, whole: false } });
    return;
  }
  Outbox.add(manager, { type: 'stock.reduce-requested', payload });
}
