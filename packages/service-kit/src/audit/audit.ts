import {
  type AuditAction,
  type AuditChange,
  type AuditEntity,
  type AuditRecordedPayload,
  type AuditVia,
  fieldChanges,
  WEBHOOK_RECORD_ENTITIES,
} from '@silkway/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { Outbox } from '../outbox/outbox.js';
import { currentActor } from './audit-context.js';

type Fields = Record<string, unknown>;

export { auditValue, fieldChanges } from '@silkway/contracts';

/** What a handler tells about its change; who made it comes from the call (`AuditInterceptor`). */
export interface AuditRecord {
  action: AuditAction;
  entity: AuditEntity;
  entityId: string | number | null;
  /** The record's name for people: an order's code, a counterparty's name. */
  summary: string;
  /** The record before the change (an update or a deletion), as its answer. */
  before?: Fields;
  /** The record after the change (a creation or an update), as its answer. */
  after?: Fields;
  /** Changes told field by field, when the record's answer does not say them (an import's counts). */
  changes?: AuditChange[];
  /** Overrides the call's `via` (an import's rows arrive from a spreadsheet). */
  via?: AuditVia;
  /** Who acted when it is not a member of staff (a client in the portal: `client:<id>`). */
  actor?: string;
  /** The client whose record this is, when `before`/`after` do not name it (an item: its order's). */
  counterpartyId?: number | null;
}

/** The client a record belongs to: its portal's live changes are filtered by it. */
function counterpartyOf(record: AuditRecord): number | null {
  const named =
    record.counterpartyId ?? record.after?.counterpartyId ?? record.before?.counterpartyId;
  return typeof named === 'number' ? named : null;
}

/**
 * The outbox relay publishes audit entries together, a fifth of a second apart at most, instead of
 * with each change: the log's consumer then inserts many entries in one transaction where it
 * inserted a few (bench audit-log, bench/README.md). The live screens wait for them (their changes
 * are these entries, docs/live-changes.md), so the wait stays well inside their one second.
 */
export const AUDIT_EVENTS_BATCHED = { types: ['audit.recorded'], everyMs: 200 } as const;

/**
 * A record's own columns as the log keeps them, taken at once (a later change to the record does not
 * reach the copy): relations and other nested objects are left out, dates kept.
 */
export function auditFields(record: object): Fields {
  const fields: Fields = {};
  for (const [name, value] of Object.entries(record)) {
    const nested = typeof value === 'object' && value !== null && !(value instanceof Date);
    if (typeof value === 'function' || (nested && !Array.isArray(value))) continue;
    fields[name] = Array.isArray(value) ? [...(value as unknown[])] : value;
  }
  return fields;
}

function payloadOf(record: AuditRecord): AuditRecordedPayload {
  const actor = currentActor();
  const counterpartyId = counterpartyOf(record);
  actor.recorded += 1;
  return {
    username: record.actor ?? actor.username,
    action: record.action,
    entity: record.entity,
    entityId: record.entityId === null ? null : String(record.entityId),
    summary: record.summary,
    changes: record.changes ?? fieldChanges(record.before, record.after),
    ip: actor.ip,
    via: record.via ?? actor.via,
    ...(counterpartyId === null ? {} : { counterpartyId }),
    ...(WEBHOOK_RECORD_ENTITIES.has(record.entity) && (record.after ?? record.before)
      ? { record: record.after ?? record.before }
      : {}),
  };
}

/**
 * The one way a service writes the audit log (docs/audit-log.md): an `audit.recorded` event in the
 * outbox of the change's own transaction, so the entry exists exactly when the change does.
 */
export const Audit = {
  /** Records the change made in `manager`'s transaction by the acting admin of the current call. */
  record(manager: EntityManager, record: AuditRecord): void {
    Outbox.add(manager, { type: 'audit.recorded', payload: payloadOf(record) });
  },

  /** Deletes `row` in `manager`'s transaction and records the deletion with what the row held. */
  async remove(
    manager: EntityManager,
    row: object,
    entry: Pick<AuditRecord, 'entity' | 'entityId' | 'summary'>,
  ): Promise<void> {
    const before = auditFields(row);
    await manager.remove(row);
    Audit.record(manager, { action: 'delete', ...entry, before });
  },

  /** Records something that changes nothing in this service's tables (an export, a download) in a transaction of its own. */
  recordAlone(dataSource: DataSource, record: AuditRecord): Promise<void> {
    return dataSource.transaction(async (manager) => Audit.record(manager, record));
  },

  /** The call's entry is written by the service it asked to make the change (given the acting admin by `actorHeaders()`). */
  recordedElsewhere(): void {
    currentActor().recorded += 1;
  },

  /** The call succeeded without changing anything (a dry run, an import refused row by row): no entry is due. */
  nothingChanged(): void {
    currentActor().recorded += 1;
  },
};
