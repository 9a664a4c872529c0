import { randomUUID } from 'node:crypto';
import { eventCatalog, type EventInput } from '@silkway/contracts';
import type {
  DataSource,
  EntityManager,
  EntitySubscriberInterface,
  QueryRunner,
  TransactionCommitEvent,
} from 'typeorm';
import { quoteIdentifier } from '../database/ensure-database.js';
import { queryPreparedIn } from '../database/prepared-query.js';

/**
 * The event types a transaction wrote to the outbox (a `Set`), kept on its query runner: the relay
 * of this process wakes on its commit, or only schedules its next batch when every row is of a
 * batched type.
 */
export const OUTBOX_WRITTEN = 'outboxWritten';
/** The rows a transaction added, written together just before it commits. */
const PENDING_ROWS = 'outboxPendingRows';

type PendingRow = [id: string, type: string, consumer: string, payload: string, occurredAt: Date];

/**
 * Writes a transaction's pending rows with one INSERT before its COMMIT (or the RELEASE of a
 * savepoint): an item added from stock announces three events, a batch of consumed events one per
 * event, and each row written alone cost a round trip. A failing INSERT fails the commit, so the
 * change and its events still commit together or not at all. The INSERT is a prepared statement:
 * nearly every change of the back office runs it (its audit entry), and parsing and planning it
 * each time cost PostgreSQL 60 µs of CPU per commit, of 390 µs for BEGIN, this INSERT and COMMIT.
 */
const pendingRowsWriter: EntitySubscriberInterface = {
  async beforeTransactionCommit({ queryRunner }: TransactionCommitEvent) {
    const rows = takePendingRows(queryRunner);
    if (rows.length === 0) return;
    const { schema } = queryRunner.connection.options as { schema: string };
    await queryPreparedIn(
      queryRunner,
      {
        name: `outbox-insert:${schema}`,
        text: `INSERT INTO ${quoteIdentifier(schema)}.outbox (id, type, consumer, payload, occurred_at)
               SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::jsonb[], $5::timestamptz[])`,
      },
      [0, 1, 2, 3, 4].map((column) => rows.map((row) => row[column])),
    );
    const written = (queryRunner.data[OUTBOX_WRITTEN] ??= new Set<string>()) as Set<string>;
    for (const row of rows) written.add(row[1]);
  },
  afterTransactionRollback({ queryRunner }) {
    takePendingRows(queryRunner);
  },
};

function takePendingRows(runner: QueryRunner): PendingRow[] {
  const rows = (runner.data[PENDING_ROWS] as PendingRow[] | undefined) ?? [];
  delete runner.data[PENDING_ROWS];
  return rows;
}

function ensurePendingRowsWriter(dataSource: DataSource): void {
  if (!dataSource.subscribers.includes(pendingRowsWriter))
    dataSource.subscribers.push(pendingRowsWriter);
}

export const Outbox = {
  /**
   * Records an event inside the caller's transaction, so it exists exactly when the change does:
   * the row is written with the transaction's other events just before it commits. The relay in
   * this process is woken when the transaction commits; no NOTIFY, because PostgreSQL serializes
   * the commits of all notifying transactions (docs/events.md "Delivery"). Rows another process
   * writes are found by the relay's poll.
   */
  add(manager: EntityManager, event: EventInput): string {
    const runner = manager.queryRunner;
    if (!runner?.isTransactionActive)
      throw new Error('Outbox.add must run inside the producer transaction');
    ensurePendingRowsWriter(manager.connection);
    const id = randomUUID();
    const rows = (runner.data[PENDING_ROWS] ??= []) as PendingRow[];
    rows.push([
      id,
      event.type,
      eventCatalog[event.type].consumer,
      JSON.stringify(event.payload),
      new Date(),
    ]);
    return id;
  },
};
