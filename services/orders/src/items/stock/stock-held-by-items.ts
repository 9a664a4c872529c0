import { Outbox } from '@silkway/service-kit';
import type { EntityManager } from 'typeorm';
import { Order } from '../../entities/order.entity.js';
import type { OrderItem } from '../../entities/order-item.entity.js';

/** What an item's stock depends on. */
export type StockLink = Pick<OrderItem, 'fromInventory' | 'inventoryItemId' | 'quantity'>;
type StockItem = Pick<OrderItem, 'id'> & StockLink;

/** The stock line the item takes its units from, or null when it takes none. */
const lineOf = (item: StockLink): number | null =>
  item.fromInventory ? item.inventoryItemId : null;

export const stockLinkOf = ({
  fromInventory,
  inventoryItemId,
  quantity,
}: StockLink): StockLink => ({
  fromInventory,
  inventoryItemId,
  quantity,
});

/**
 * Asks the inventory for what the item should hold now: its quantity of its line. The request
 * carries the target rather than a difference, so a refused or late earlier request cannot shift
 * what the item holds (docs/events.md "Stock taken and given back"); it names the order, which a
 * refused delete of the line names in turn.
 */
export function announceStockTaken(
  manager: EntityManager,
  item: StockItem,
  orderCode: string,
): void {
  const line = lineOf(item);
  if (line !== null)
    Outbox.add(manager, {
      type: 'stock.reduce-requested',
      payload: { orderItemId: item.id, inventoryItemId: line, target: item.quantity, orderCode },
    });
}

/** Items taken from stock were deleted: each gives back all it holds, and will hold nothing more. */
export function announceStockGivenBack(manager: EntityManager, deleted: StockItem[]): void {
  for (const item of deleted) {
    const line = lineOf(item);
    if (line !== null)
      Outbox.add(manager, {
        type: 'stock.return-requested',
        payload: { orderItemId: item.id, inventoryItemId: line, target: 0, whole: true },
      });
  }
}

const stockChanged = (item: StockLink, before: StockLink): boolean =>
  lineOf(item) !== lineOf(before) || (lineOf(item) !== null && item.quantity !== before.quantity);

/**
 * Before an edited item is saved: one that asks the inventory for units waits for its answer
 * ('pending'); one that takes from no line any more carries no stock mark.
 */
export function markStockChange(item: OrderItem, before: StockLink): void {
  if (!stockChanged(item, before)) return;
  if (lineOf(item) !== null) item.stockStatus = 'pending';
  else Object.assign(item, { stockStatus: null, stockNote: null });
}

/**
 * After an edited item is saved: a changed quantity or line asks for the new target (the inventory
 * gives back units of a line the item left); an item unlinked from stock gives back all it holds
 * but may be linked again, unlike a deleted one.
 */
export async function announceStockChange(
  manager: EntityManager,
  item: OrderItem,
  before: StockLink,
): Promise<void> {
  if (!stockChanged(item, before)) return;
  const previousLine = lineOf(before);
  if (lineOf(item) !== null) {
    const order = await manager.findOneOrFail(Order, {
      select: { code: true },
      where: { id: item.orderId },
    });
    announceStockTaken(manager, item, order.code);
  } else if (previousLine !== null)
    Outbox.add(manager, {
      type: 'stock.return-requested',
      payload: { orderItemId: item.id, inventoryItemId: previousLine, target: 0, whole: false },
    });
}
