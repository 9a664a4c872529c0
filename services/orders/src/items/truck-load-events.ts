import { Outbox } from '@silkway/service-kit';
import type { EntityManager } from 'typeorm';
import { Counterparty } from '../entities/counterparty.entity.js';
import { Order } from '../entities/order.entity.js';
import type { OrderItem } from '../entities/order-item.entity.js';

/**
 * Writes `order-item.upserted` in the caller's transaction (after the item is saved, its row
 * locked): the inventory's truck-load projection keeps the item's state, in a truck or in none.
 * The order's counterparty name is read unless the caller has it.
 */
export async function announceItemUpserted(
  manager: EntityManager,
  item: OrderItem,
  counterpartyName?: string | null,
): Promise<void> {
  Outbox.add(manager, {
    type: 'order-item.upserted',
    payload: {
      itemId: item.id,
      orderId: item.orderId,
      truckId: item.truckId,
      code: item.code,
      name: item.name,
      quantity: item.quantity,
      weight: item.weight,
      volume: item.volume,
      status: item.status,
      counterpartyName:
        counterpartyName === undefined
          ? await counterpartyNameOfOrder(manager, item.orderId)
          : counterpartyName,
      expectedDeliveryDate: item.expectedDeliveryDate,
    },
  });
}

/** Writes `order-item.deleted` for each removed item, in the caller's transaction. */
export function announceItemsDeleted(
  manager: EntityManager,
  items: ReadonlyArray<Pick<OrderItem, 'id' | 'orderId'>>,
): void {
  for (const item of items)
    Outbox.add(manager, {
      type: 'order-item.deleted',
      payload: { itemId: item.id, orderId: item.orderId },
    });
}

async function counterpartyNameOfOrder(
  manager: EntityManager,
  orderId: number,
): Promise<string | null> {
  const row = await manager
    .createQueryBuilder(Order, 'o')
    .leftJoin(Counterparty, 'c', 'c.id = o.counterpartyId')
    .select('c.name', 'name')
    .where('o.id = :orderId', { orderId })
    .getRawOne<{ name: string | null }>();
  return row?.name ?? null;
}
