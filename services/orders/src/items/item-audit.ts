import { Audit } from '@silkway/service-kit';
import type { AuditAction } from '@silkway/contracts';
import type { EntityManager } from 'typeorm';
import type { OrderItem } from '../entities/order-item.entity.js';
import { Order } from '../entities/order.entity.js';
import { type ItemSnapshot, snapshotOf } from './item-changes.js';

/**
 * An item's audit entry: the same fields its change history follows, every one for a new or
 * removed item, the changed ones for an edit. It names the order's client, whose portal hears of it.
 */
export async function recordItemAudit(
  manager: EntityManager,
  action: Extract<AuditAction, 'create' | 'update' | 'delete'>,
  item: OrderItem,
  before: ItemSnapshot | null,
): Promise<void> {
  const order = await manager.findOne(Order, {
    where: { id: item.orderId },
    select: { id: true, counterpartyId: true },
  });
  Audit.record(manager, {
    counterpartyId: order?.counterpartyId ?? null,
    action,
    entity: 'item',
    entityId: item.id,
    summary: `${item.code} · ${item.name}`,
    ...(before ? { before } : {}),
    ...(action === 'delete' ? {} : { after: snapshotOf(item) }),
  });
}
