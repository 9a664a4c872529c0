import { Outbox } from '@silkway/service-kit';
import type { EntityManager } from 'typeorm';
import type { Order } from '../entities/order.entity.js';

/**
 * Saves the order (its row locked by the caller) and, when its status moved, writes
 * `order.status-changed` in the same transaction: the order's followers hear of it.
 */
export async function saveAnnouncingStatus(
  manager: EntityManager,
  order: Order,
  fromStatus: Order['status'],
): Promise<void> {
  await manager.save(order);
  if (order.status === fromStatus) return;
  Outbox.add(manager, {
    type: 'order.status-changed',
    payload: {
      orderId: order.id,
      counterpartyId: order.counterpartyId,
      code: order.code,
      name: order.name,
      fromStatus,
      toStatus: order.status,
    },
  });
}
