import { Outbox } from '@silkway/service-kit';
import type { EntityManager } from 'typeorm';
import { Order } from '../entities/order.entity.js';
import type { OrderItem } from '../entities/order-item.entity.js';

/** Writes `order-item.status-changed` in the caller's transaction: the order's followers hear of it. */
export async function announceItemStatusChanged(
  manager: EntityManager,
  item: OrderItem,
  fromStatus: string | null,
): Promise<void> {
  const order = await manager.findOneBy(Order, { id: item.orderId });
  Outbox.add(manager, {
    type: 'order-item.status-changed',
    payload: {
      orderId: item.orderId,
      counterpartyId: order?.counterpartyId ?? null,
      orderCode: order?.code ?? null,
      itemId: item.id,
      itemCode: item.code,
      itemName: item.name,
      fromStatus: fromStatus ?? '',
      toStatus: item.status,
    },
  });
}
