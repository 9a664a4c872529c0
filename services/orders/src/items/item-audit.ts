import { Audit } from '@silkway/service-kit';
import type { AuditAction } from '@silkway/contracts';
import type { EntityManager } from 'typeorm';
import type { OrderItem } from '../entities/order-item.entity.js';
import { type ItemSnapshot, snapshotOf } from './item-changes.js';

/**
 * An item's audit entry: the same fields its change history follows, every one for a new or
 * removed item, the changed ones for an edit.
 */
export function recordItemAudit(
  manager: EntityManager,
  action: Extract<AuditAction, 'create' | 'update' | 'delete'>,
  item: OrderItem,
  before: ItemSnapshot | null,
): void {
  Audit.record(manager, {
    action,
    entity: 'item',
    entityId: item.id,
    summary: `${item.code} · ${item.name}`,
    ...(before ? { before } : {}),
    ...(action === 'delete' ? {} : { after: snapshotOf(item) }),
  });
}
