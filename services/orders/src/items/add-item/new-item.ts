import type { EntityManager } from 'typeorm';
import { announceItemChanges } from '../item-changes.js';
import type { HeldOrder } from '../items.repository.js';
import { type EditableItemFields, OrderItem } from '../../entities/order-item.entity.js';
import { announceStockTaken } from '../stock/stock-held-by-items.js';
import { announceItemUpserted } from '../truck-load-events.js';
import type { TruckLink } from '../../trucks/truck-link.js';
import type { WarehouseLink } from '../../warehouses/warehouse-link.js';

/**
 * The one way an item enters an order, inside the caller's transaction, which holds `order` (the
 * add form adds one, a packing-list import many): saved with its totals resolved, its warehouse
 * checked and its truck held for it by the inventory, and its history, its truck load and, for goods taken from stock, the stock reduction told through the outbox.
 */
export async function saveNewItem(
  manager: EntityManager,
  order: HeldOrder,
  fields: EditableItemFields,
  photos: string[],
  username: string,
  trucks: TruckLink,
  warehouses: WarehouseLink,
): Promise<OrderItem> {
  if (fields.warehouseId !== null) await warehouses.hold(manager, fields.warehouseId);
  const saved = await manager.save(OrderItem.create(order.id, fields, photos, null));
  if (saved.truckId !== null) {
    // The inventory holds the truck for the item's id, which the insert has just given it.
    saved.truckNumber = await trucks.hold(manager, saved, order.code);
    await manager.update(OrderItem, saved.id, { truckNumber: saved.truckNumber });
  }
  announceItemChanges(manager, saved, null, username);
  await announceItemUpserted(manager, saved, order.counterpartyName);
  announceStockTaken(manager, saved, order.code);
  return saved;
}
