import { z } from 'zod';
import { optionalDateField, pagingFields, pagingMessages, plainTextField } from './form-fields.js';
import { VERSIONED_RECORDS } from './versions.js';

/** The audit log (issue 21 §2): who changed what, when, from where; docs/audit-log.md. */

/** How a change reached the product: the back office's pages, another program, or a spreadsheet import. */
export const AUDIT_VIA = ['ui', 'api', 'import'] as const;
export type AuditVia = (typeof AUDIT_VIA)[number];

/** What an entry records; the Журнал screen names each one. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'import',
  'export',
  'download',
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'password-change',
  'two-factor-change',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of record entries are about (`entity`): the versioned records, then the others. */
export const AUDIT_ENTITIES = [
  ...VERSIONED_RECORDS,
  'folder',
  'document',
  'material',
  'exchange-rate',
  'api-token',
  'webhook',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** One field as it was and as it became, as text (null = empty or absent). */
export const auditChange = z.object({
  field: z.string().min(1),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type AuditChange = z.infer<typeof auditChange>;

/** The `audit.recorded` event: an entry as its producer writes it; the event's id and time become the entry's. */
export const auditRecordedPayload = z.object({
  username: z.string().min(1),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string().nullable(),
  /** The record's name for people (an order's code, a counterparty's name), or what was exported. */
  summary: z.string(),
  changes: z.array(auditChange),
  ip: z.string().nullable(),
  via: z.enum(AUDIT_VIA),
  /** The client (counterparty) whose record changed: its portal hears of the change (docs/live-changes.md). */
  counterpartyId: z.number().int().nullable().optional(),
  /**
   * The record as its answer held it right after the change (before it, for a deletion), for the
   * kinds webhooks tell of (WEBHOOK_RECORD_ENTITIES): the `data` of their deliveries. Not logged.
   */
  record: z.record(z.string(), z.unknown()).optional(),
});
export type AuditRecordedPayload = z.infer<typeof auditRecordedPayload>;

/** An entry of GET /api/admin/audit. */
export const auditEntryAnswer = auditRecordedPayload.omit({ record: true }).extend({
  id: z.uuid(),
  at: z.string(),
});
export type AuditEntryAnswer = z.infer<typeof auditEntryAnswer>;

export const AUDIT_LIST_DEFAULT_LIMIT = 50;
export const AUDIT_LIST_MAX_LIMIT = 200;

export const auditMessages = {
  action: 'Неизвестное действие',
  entity: 'Неизвестный вид записи',
  ...pagingMessages(AUDIT_LIST_MAX_LIMIT),
  period: 'Дата «по» раньше даты «с»',
} as const;

const optionalFilterText = plainTextField(100)
  .optional()
  .transform((text) => text?.trim() || undefined);

/** The filters of the log and of its CSV; `from` and `to` are days, both included. */
const auditFilterFields = {
  username: optionalFilterText,
  entity: z.enum(AUDIT_ENTITIES, { error: auditMessages.entity }).optional(),
  entityId: optionalFilterText,
  action: z.enum(AUDIT_ACTIONS, { error: auditMessages.action }).optional(),
  from: optionalDateField.optional(),
  to: optionalDateField.optional(),
};
const periodInOrder = ({ from, to }: { from?: string | null; to?: string | null }) =>
  !from || !to || from <= to;

/** GET /api/admin/audit: newest first, the number of matches in X-Total-Count. */
export const auditListQuery = z
  .object({
    ...auditFilterFields,
    ...pagingFields(
      auditMessages,
      AUDIT_LIST_DEFAULT_LIMIT,
      AUDIT_LIST_MAX_LIMIT,
      AUDIT_LIST_MAX_LIMIT,
    ),
  })
  .refine(periodInOrder, { error: auditMessages.period, path: ['to'] });
export type AuditListQuery = z.output<typeof auditListQuery>;
export type AuditListQueryInput = z.input<typeof auditListQuery>;

/** GET /api/admin/audit.csv: the same filters, every match. */
export const auditExportQuery = z
  .object(auditFilterFields)
  .refine(periodInOrder, { error: auditMessages.period, path: ['to'] });
export type AuditExportQuery = z.output<typeof auditExportQuery>;

// Bookkeeping columns every answer carries: they change with any write and tell nothing about it.
const BOOKKEEPING_FIELDS = new Set(['id', 'createdAt', 'updatedAt']);

/** A field's value as the log keeps it: text, null for nothing, JSON for anything structured. */
export function auditValue(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

/**
 * The fields that differ between two states of a record: every field once for a creation (from
 * nothing) or a deletion (to nothing), only the changed ones for an update.
 */
export function fieldChanges(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): AuditChange[] {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: AuditChange[] = [];
  for (const field of names) {
    if (BOOKKEEPING_FIELDS.has(field)) continue;
    const from = before ? auditValue(before[field]) : null;
    const to = after ? auditValue(after[field]) : null;
    if (from !== to) changes.push({ field, from, to });
  }
  return changes;
}
