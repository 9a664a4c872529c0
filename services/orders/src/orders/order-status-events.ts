import {
  Audit,
  auditFields,
  type ExpectedVersion,
  Outbox,
  refuseStaleVersion,
} from '@silkway/service-kit';
import type { EntityManager } from 'typeorm';
import type { Order } from '../entities/order.entity.js';
import { orderAuditSummary } from './order-audit.js';
import type { OrdersRepository } from './orders.repository.js';

/**
 * An administrator's change of one order (an edit, a status): the row locked while `change` applies,
 * saved announcing a status move, and audited with its before and after, in one transaction. A
 * caller that read another version than the locked row's (`expected`) is refused and nothing changes.
 */
export function changeOrder(
  orders: OrdersRepository,
  id: number,
  expected: ExpectedVersion | undefined,
  change: (order: Order, manager: EntityManager) => void | Promise<void>,
): Promise<void> {
  return orders.transaction(async (manager) => {
    const order = await orders.findByIdForUpdateOrFail(manager, id);
    await refuseStaleVersion(manager, expected, 'order', order, () =>
      orders.findAnswerByIdOrFail(id),
    );
    const fromStatus = order.status;
    const before = auditFields(order);
    await change(order, manager);
    await saveAnnouncingStatus(manager, order, fromStatus);
    Audit.record(manager, {
      action: 'update',
      entity: 'order',
      entityId: id,
      summary: orderAuditSummary(order),
      before,
      after: auditFields(order),
    });
  });
}

/**
 * Saves the order (its row locked by the caller) and, when its status moved, writes
 * `order.status-changed` in the same transaction: the order's followers hear of it.
 */
async function saveAnnouncingStatus(
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
