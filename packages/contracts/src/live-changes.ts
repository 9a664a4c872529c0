import { z } from 'zod';
import {
  AUDIT_ENTITIES,
  type AuditAction,
  type AuditEntity,
  type AuditRecordedPayload,
} from './audit.js';
import type { Permission } from './roles.js';

/**
 * Live changes (issue 33 §1): each change of a record that the audit log records reaches the open
 * screens of everyone allowed to read it as one Server-Sent Event, `event: change`.
 */
export const LIVE_CHANGE_ACTIONS = ['create', 'update', 'delete'] as const;
export type LiveChangeAction = (typeof LIVE_CHANGE_ACTIONS)[number];

export const liveChange = z.object({
  entity: z.enum(AUDIT_ENTITIES),
  /** The record's id as the audit log names it (a staff account: its username); null for a bulk change. */
  id: z.string().nullable(),
  action: z.enum(LIVE_CHANGE_ACTIONS),
  /** The record's version after the change, where it carries one and the change moved it. */
  version: z.number().int().nullable(),
  at: z.string(),
  username: z.string(),
});
export type LiveChange = z.infer<typeof liveChange>;

/** A change as the stream keeps it: with the client whose record it is, which no screen is told. */
export type KeptLiveChange = LiveChange & { counterpartyId: number | null };

/**
 * The kinds of record a client's portal hears of: only changes of its own (issue 33 §1). Its
 * documents (the invoice and the packing list) are printed from its order and items, so they change
 * with them; the files staff upload to an order are the company's and never reach the portal.
 */
export const PORTAL_LIVE_ENTITIES: readonly AuditEntity[] = ['order', 'item', 'payment'];

/** The permission a role needs to hear of a change of each kind of record: the one that reads it. */
export const LIVE_CHANGE_PERMISSIONS: Record<AuditEntity, Permission> = {
  order: 'orders.read',
  item: 'orders.read',
  counterparty: 'counterparties.read',
  warehouse: 'warehouses.read',
  stock: 'warehouses.read',
  truck: 'warehouses.read',
  folder: 'archive.read',
  document: 'archive.read',
  material: 'warehouses.read',
  'quote-request': 'requests.read',
  'contact-message': 'requests.read',
  user: 'staff.manage',
  payment: 'payments.read',
  'exchange-rate': 'payments.read',
  'api-token': 'integrations.manage',
  webhook: 'integrations.manage',
};

const ACTIONS: Partial<Record<AuditAction, LiveChangeAction>> = {
  create: 'create',
  update: 'update',
  delete: 'delete',
  import: 'update',
  'password-change': 'update',
  'two-factor-change': 'update',
};

/** What an audit entry tells the screens; undefined for what changes no record (sign-ins, exports, downloads). */
export function liveChangeOf(entry: AuditRecordedPayload, at: string): KeptLiveChange | undefined {
  const action = ACTIONS[entry.action];
  if (!action) return undefined;
  const version = entry.changes.find((change) => change.field === 'version')?.to;
  return {
    entity: entry.entity,
    id: entry.entityId,
    action,
    version: version ? Number(version) : null,
    at,
    username: entry.username,
    counterpartyId: entry.counterpartyId ?? null,
  };
}
