import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  AuditEntryAnswer,
  AuditExportQuery,
  AuditRecordedPayload,
  DomainEvent,
} from '@silkway/contracts';
import { streamRows } from '@silkway/service-kit';
import type { DataSource, EntityManager } from 'typeorm';

type AuditFilter = AuditExportQuery;

interface AuditRow {
  id: string;
  at: Date;
  username: string;
  action: AuditEntryAnswer['action'];
  entity: AuditEntryAnswer['entity'];
  entity_id: string | null;
  summary: string;
  changes: AuditEntryAnswer['changes'];
  ip: string | null;
  via: AuditEntryAnswer['via'];
}

export const entryOf = (row: AuditRow): AuditEntryAnswer => ({
  id: row.id,
  at: row.at.toISOString(),
  username: row.username,
  action: row.action,
  entity: row.entity,
  entityId: row.entity_id,
  summary: row.summary,
  changes: row.changes,
  ip: row.ip,
  via: row.via,
});

const COLUMNS = 'id, at, username, action, entity, entity_id, summary, changes, ip, via';

/** The WHERE clause of a filter and its parameters; `to` includes its whole day (UTC). */
function whereOf(filter: AuditFilter): { where: string; parameters: unknown[] } {
  const conditions: string[] = [];
  const parameters: unknown[] = [];
  const add = (condition: string, value: unknown) => {
    parameters.push(value);
    conditions.push(condition.replace('?', `$${parameters.length}`));
  };
  if (filter.username) add('username = ?', filter.username);
  if (filter.entity) add('entity = ?', filter.entity);
  if (filter.entityId) add('entity_id = ?', filter.entityId);
  if (filter.action) add('action = ?', filter.action);
  if (filter.from) add('at >= ?::date', filter.from);
  if (filter.to) add(`at < ?::date + 1`, filter.to);
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', parameters };
}

/** The append-only audit log (docs/audit-log.md): written by the `audit.recorded` consumer, read by the owner. */
@Injectable()
export class AuditEntriesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Appends the entries of a batch of events with one INSERT; the event's id and time are the entry's. */
  async append(manager: EntityManager, events: DomainEvent<'audit.recorded'>[]): Promise<void> {
    const column = <T>(value: (event: DomainEvent<'audit.recorded'>) => T) => events.map(value);
    const payload = (event: DomainEvent<'audit.recorded'>): AuditRecordedPayload => event.payload;
    await manager.query(
      `INSERT INTO notifications.audit_entries (${COLUMNS})
       SELECT * FROM unnest($1::uuid[], $2::timestamptz[], $3::text[], $4::text[], $5::text[],
                            $6::text[], $7::text[], $8::jsonb[], $9::text[], $10::text[])
       ON CONFLICT (id) DO NOTHING`,
      [
        column((event) => event.id),
        column((event) => event.occurredAt),
        column((event) => payload(event).username),
        column((event) => payload(event).action),
        column((event) => payload(event).entity),
        column((event) => payload(event).entityId),
        column((event) => payload(event).summary),
        column((event) => JSON.stringify(payload(event).changes)),
        column((event) => payload(event).ip),
        column((event) => payload(event).via),
      ],
    );
  }

  /** One page of the matching entries, newest first, and how many match. */
  async page(
    filter: AuditFilter,
    limit: number,
    offset: number,
  ): Promise<{ entries: AuditEntryAnswer[]; total: number }> {
    const { where, parameters } = whereOf(filter);
    const count = parameters.length;
    const [rows, counted]: [AuditRow[], Array<{ total: number }>] = await Promise.all([
      this.dataSource.query(
        `SELECT ${COLUMNS} FROM notifications.audit_entries ${where}
         ORDER BY at DESC, seq DESC LIMIT $${count + 1} OFFSET $${count + 2}`,
        [...parameters, limit, offset],
      ),
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM notifications.audit_entries ${where}`,
        parameters,
      ),
    ]);
    return { entries: rows.map(entryOf), total: counted[0]?.total ?? 0 };
  }

  /** Every matching entry, newest first, from a cursor. */
  async *stream(filter: AuditFilter): AsyncGenerator<AuditEntryAnswer> {
    const { where, parameters } = whereOf(filter);
    const rows = streamRows<AuditRow>(
      this.dataSource,
      `SELECT ${COLUMNS} FROM notifications.audit_entries ${where} ORDER BY at DESC, seq DESC`,
      parameters,
    );
    for await (const row of rows) yield entryOf(row);
  }
}
