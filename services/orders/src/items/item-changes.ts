import { Outbox } from '@silkway/service-kit';
import type { ItemFieldChange } from '@silkway/contracts';
import type { EntityManager } from 'typeorm';
import type { OrderItem } from '../entities/order-item.entity.js';

/** The item fields the change history follows, in the order the edit form shows them. */
const TRACKED_FIELDS = [
  'code',
  'name',
  'quantity',
  'characteristics',
  'description',
  'deliveryPeriod',
  'destination',
  'shipmentDate',
  'expectedDeliveryDate',
  'transport',
  'comments',
  'volumeType',
  'weight',
  'volume',
  'pricePerUnit',
  'transportPrice',
  'totalPrice',
  'totalTransportCost',
  'totalAmount',
  'remainingAmount',
  'status',
  'paymentStatus',
  'photos',
  'rawText',
  'warehouseId',
  'warehouseName',
  'truckId',
  'autoCalculate',
  'fromInventory',
  'inventoryItemId',
] as const satisfies ReadonlyArray<keyof OrderItem>;

export type ItemSnapshot = Record<(typeof TRACKED_FIELDS)[number], string | null>;

/** The tracked fields as the text history stores; empty values are null. */
export function snapshotOf(item: OrderItem): ItemSnapshot {
  const snapshot = {} as ItemSnapshot;
  for (const field of TRACKED_FIELDS) snapshot[field] = asText(item[field]);
  return snapshot;
}

/** Fields whose text differs; `before` null (a new item) lists every field that has a value. */
export function changesBetween(
  before: ItemSnapshot | null,
  after: ItemSnapshot,
): ItemFieldChange[] {
  return TRACKED_FIELDS.filter((field) => (before?.[field] ?? null) !== after[field]).map(
    (field) => ({
      field,
      oldValue: before?.[field] ?? null,
      newValue: after[field],
    }),
  );
}

/**
 * Writes `order-item.changed` in the caller's transaction when anything changed, so history is
 * recorded exactly when the change commits.
 */
export function announceItemChanges(
  manager: EntityManager,
  item: OrderItem,
  before: ItemSnapshot | null,
  username: string,
): void {
  const changes = changesBetween(before, snapshotOf(item));
  if (changes.length === 0) return;
  Outbox.add(manager, {
    type: 'order-item.changed',
    payload: { itemId: item.id, orderId: item.orderId, username, changes },
  });
}

function asText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value)) return value.length ? value.join('\n') : null;
  return String(value);
}
