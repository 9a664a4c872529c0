import { randomUUID } from 'node:crypto';
import type { LoggerService } from '@nestjs/common';
import type { DomainEvent } from '@silkway/contracts';
import { Queue } from 'bullmq';
import type { RedisOptions } from 'bullmq';
import { Redis } from 'ioredis';
import type { DataSource, EntityManager, EntitySubscriberInterface } from 'typeorm';
import { quoteIdentifier } from '../database/ensure-database.js';
import { addLiveChanges, liveChangesKey } from '../live-changes/live-changes-stream.js';
import { takeAcks } from './delivery-acks.js';
import { EVENT_JOB_OPTIONS } from './event-retry-policy.js';
import { OUTBOX_WRITTEN } from './outbox.js';

export interface OutboxRelayOptions {
  dataSource: DataSource;
  /** The service's schema; also its name as producer, where consumers send their acknowledgements. */
  schema: string;
  connection: RedisOptions;
  queuePrefix: string;
  /** How often the relay looks for rows no commit of this process announced (another process wrote them, a wake-up failed). */
  pollMs: number;
  /** A published row not acknowledged after this long is published again. */
  redeliverAfterMs: number;
  /**
   * Event types published together every `everyMs` rather than on each commit: nobody waits for
   * them, and their consumer's cost is mostly per job and per transaction, so one job of fifty
   * costs it little more than a job of one (the audit log, docs/audit-log.md).
   */
  batched?: { types: readonly string[]; everyMs: number };
  logger: LoggerService;
}

type OutboxRow = {
  id: string;
  type: string;
  consumer: string;
  payload: unknown;
  occurred_at: Date;
  /** The job it was last published in (overdue rows only; a row published before jobs held several events: its own id). */
  job_id?: string;
};

const BATCH_SIZE = 500;
/**
 * Events of one consumer that travel as one job. A job costs Redis three scripts and the worker one
 * fetch, one after another, whether it holds one event or a hundred: one job per event made the
 * fetching the consumer's limit (docs/events.md "Delivery").
 */
const EVENTS_PER_JOB = 100;
const PRUNE_EVERY_MS = 10 * 60_000;
/** Delivered rows kept for inspection. */
const DELIVERED_KEPT_DAYS = 7;
/** Longer than a failed job is kept (EVENT_JOB_OPTIONS), so a job retried by hand still finds its record. */
const PROCESSED_KEPT_DAYS = 30;

/**
 * Publishes outbox rows to their consumer's BullMQ queue, up to EVENTS_PER_JOB events a job
 * (`outbox.job_id` records which), and marks them delivered when the consumer acknowledges. A row
 * left unacknowledged while Redis no longer knows its job is published again: at-least-once
 * delivery, and the consumer's `processed_events` makes the effect happen once (docs/events.md
 * "Delivery").
 */
export class OutboxRelay {
  private readonly queues = new Map<string, Queue>();
  private readonly table: string;
  private ackReader?: Redis;
  /** Reads the state of overdue rows' jobs; the ack reader's connection is blocked waiting. */
  private jobReader?: Redis;
  private ackLoop?: Promise<void>;
  private timers: NodeJS.Timeout[] = [];
  private draining?: Promise<void>;
  private drainAgain = false;
  private overdueDue = true;
  /** Set when the rows of batched types are due; the timer sets it at most every `batched.everyMs`. */
  private batchedDue = true;
  private batchedTimer?: NodeJS.Timeout;
  private closed = false;
  /**
   * Wakes the relay when a transaction of this process that wrote outbox rows commits (not on the
   * release of a savepoint, whose rows nobody sees yet). A commit that wrote only rows of batched
   * types wakes nobody: an empty look for unsent rows on every add cost a pool connection and three
   * round trips (bench audit-log); those rows go with the next batch.
   */
  private readonly commits: EntitySubscriberInterface = {
    afterTransactionCommit: ({ queryRunner }) => {
      const written = queryRunner.data[OUTBOX_WRITTEN] as Set<string> | undefined;
      if (!written || queryRunner.isTransactionActive) return;
      delete queryRunner.data[OUTBOX_WRITTEN];
      const batched = this.options.batched?.types ?? [];
      if ([...written].every((type) => batched.includes(type))) this.publishBatchedSoon();
      else this.wake();
    },
  };

  constructor(private readonly options: OutboxRelayOptions) {
    this.table = `${quoteIdentifier(options.schema)}.outbox`;
  }

  async start(): Promise<void> {
    this.options.dataSource.subscribers.push(this.commits);
    this.timers.push(
      setInterval(() => {
        this.overdueDue = true;
        this.wake();
      }, this.options.pollMs),
      setInterval(() => void this.prune(), PRUNE_EVERY_MS).unref(),
    );
    this.ackReader = new Redis({ ...this.options.connection, maxRetriesPerRequest: null });
    this.ackReader.on('error', () => undefined); // reported by readAcks and the health check
    this.jobReader = new Redis({ ...this.options.connection, maxRetriesPerRequest: null });
    this.jobReader.on('error', () => undefined); // a failed check is logged by wake and tried on the next poll
    this.ackLoop = this.readAcks(this.ackReader);
    this.wake();
  }

  /** Publishes everything unsent or overdue now; resolves when that is done (tests await it). */
  async drain(): Promise<void> {
    this.overdueDue = true;
    this.wake();
    while (this.draining) await this.draining;
  }

  async close(): Promise<void> {
    this.closed = true;
    const subscribers = this.options.dataSource.subscribers;
    if (subscribers.includes(this.commits))
      subscribers.splice(subscribers.indexOf(this.commits), 1);
    this.timers.forEach(clearInterval);
    clearTimeout(this.batchedTimer);
    while (this.draining) await this.draining;
    this.ackReader?.disconnect();
    this.jobReader?.disconnect();
    await this.ackLoop;
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }

  private wake(): void {
    if (this.closed) return;
    if (this.draining) {
      this.drainAgain = true;
      return;
    }
    // Overdue rows are looked for on the poll timer only: a wake-up per commit would scan them all the time.
    const overdue = this.overdueDue;
    this.overdueDue = false;
    const withBatched = overdue || this.batchedDue;
    this.batchedDue = false;
    if (!withBatched) this.publishBatchedSoon();
    this.draining = this.publishUnsent(withBatched)
      .then(() => (overdue ? this.redeliverOverdue() : undefined))
      .catch((error: Error) =>
        this.options.logger.error(
          `Outbox relay failed: ${error.message}`,
          error.stack,
          'OutboxRelay',
        ),
      )
      .finally(() => {
        this.draining = undefined;
        if (this.drainAgain) {
          this.drainAgain = false;
          this.wake();
        }
      });
  }

  private publishBatchedSoon(): void {
    if (this.batchedTimer || !this.options.batched) return;
    this.batchedTimer = setTimeout(() => {
      this.batchedTimer = undefined;
      this.batchedDue = true;
      this.wake();
    }, this.options.batched.everyMs);
  }

  private async publishUnsent(withBatched: boolean): Promise<void> {
    const leftOut = withBatched ? [] : (this.options.batched?.types ?? []);
    let rows: OutboxRow[];
    do {
      rows = await this.options.dataSource.transaction(async (manager) => {
        const unsent: OutboxRow[] = await manager.query(
          `SELECT id, type, consumer, payload, occurred_at FROM ${this.table}
            WHERE sent_at IS NULL AND type <> ALL($1::text[])
            ORDER BY occurred_at LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED`,
          [leftOut],
        );
        await this.publish(manager, unsent);
        return unsent;
      });
    } while (rows.length === BATCH_SIZE && !this.closed);
  }

  /**
   * Rows published but not acknowledged within `redeliverAfterMs`: a job that completed lost its
   * acknowledgement (delivered now); a job Redis no longer has is published again; a job waiting,
   * retrying or parked in the failed set stays as it is (health reports it).
   */
  private async redeliverOverdue(): Promise<void> {
    let rows: OutboxRow[];
    do {
      rows = await this.options.dataSource.transaction(async (manager) => {
        const overdue: OutboxRow[] = await manager.query(
          `SELECT id, type, consumer, payload, occurred_at, coalesce(job_id, id::text) AS job_id FROM ${this.table}
            WHERE delivered_at IS NULL AND sent_at < now() - make_interval(secs => $1)
            ORDER BY occurred_at LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED`,
          [this.options.redeliverAfterMs / 1000],
        );
        const states = await this.jobStates(overdue);
        await this.markDelivered(
          overdue.filter((_, index) => states[index] === 'completed').map((row) => row.id),
          manager,
        );
        const lost = overdue.filter((_, index) => states[index] === 'unknown');
        if (lost.length > 0)
          this.options.logger.warn(
            `Publishing ${lost.length} unacknowledged events again`,
            'OutboxRelay',
          );
        await this.publish(manager, lost);
        const waiting = overdue.filter(
          (_, index) => states[index] !== 'completed' && states[index] !== 'unknown',
        );
        await this.touchSent(manager, waiting);
        return overdue;
      });
    } while (rows.length === BATCH_SIZE && !this.closed);
  }

  /**
   * Whether each row's job completed, is unknown to its queue, or is anything else (waiting,
   * active, delayed, failed), asked with two O(1)/O(log n) reads per job in one pipeline:
   * `Queue.getJobState` would search the wait list of a long backlog for every job.
   */
  private async jobStates(rows: OutboxRow[]): Promise<Array<'completed' | 'unknown' | 'pending'>> {
    if (rows.length === 0) return [];
    const jobs = [...new Map(rows.map((row) => [`${row.consumer}/${row.job_id}`, row])).entries()];
    const pipeline = this.jobReader!.pipeline();
    for (const [, { consumer, job_id: jobId }] of jobs) {
      const queue = this.queue(consumer);
      pipeline.zscore(queue.toKey('completed'), jobId!).exists(queue.toKey(jobId!));
    }
    const replies = ((await pipeline.exec()) ?? []) as Array<[Error | null, unknown]>;
    const failure = replies.find(([error]) => error);
    if (failure) throw failure[0];
    const states = new Map(
      jobs.map(([key], index) => {
        const [, score] = replies[2 * index]!;
        const [, exists] = replies[2 * index + 1]!;
        return [key, score !== null ? 'completed' : exists ? 'pending' : 'unknown'] as const;
      }),
    );
    return rows.map((row) => states.get(`${row.consumer}/${row.job_id}`)!);
  }

  /**
   * The rows of each consumer in jobs of up to EVENTS_PER_JOB events (a new job id each time: a row
   * published again never joins a job its queue still knows), one addBulk per consumer, then
   * `sent_at` and the job in the same transaction as the row locks.
   */
  private async publish(manager: EntityManager, rows: OutboxRow[]): Promise<void> {
    const byConsumer = new Map<string, OutboxRow[]>();
    for (const row of rows) {
      const sameConsumer = byConsumer.get(row.consumer);
      if (sameConsumer) sameConsumer.push(row);
      else byConsumer.set(row.consumer, [row]);
    }
    const jobIds = new Map<string, string>();
    await Promise.all(
      [...byConsumer].map(([consumer, consumerRows]) => {
        const jobs = [];
        for (let start = 0; start < consumerRows.length; start += EVENTS_PER_JOB) {
          const jobRows = consumerRows.slice(start, start + EVENTS_PER_JOB);
          const jobId = randomUUID();
          for (const row of jobRows) jobIds.set(row.id, jobId);
          jobs.push({
            name: [...new Set(jobRows.map((row) => row.type))].join(', '),
            data: { producer: this.options.schema, events: jobRows.map(eventOf) },
            opts: { ...EVENT_JOB_OPTIONS, jobId },
          });
        }
        return this.queue(consumer).addBulk(jobs);
      }),
    );
    await this.tellOpenScreens(rows);
    if (rows.length > 0)
      await manager.query(
        `UPDATE ${this.table} AS outbox SET sent_at = now(), job_id = sent.job_id
           FROM unnest($1::uuid[], $2::text[]) AS sent (id, job_id) WHERE outbox.id = sent.id`,
        [[...jobIds.keys()], [...jobIds.values()]],
      );
  }

  /**
   * The record changes among the rows go to the live changes stream too (docs/live-changes.md). A
   * screen that misses one catches up on its next change or reload, so a failure here is logged and
   * does not hold back the events themselves.
   */
  private async tellOpenScreens(rows: OutboxRow[]): Promise<void> {
    if (!this.jobReader) return;
    await addLiveChanges(this.jobReader, liveChangesKey(this.options.queuePrefix), rows).catch(
      (error: Error) =>
        this.options.logger.warn?.(`Live changes not published: ${error.message}`, 'OutboxRelay'),
    );
  }

  private async touchSent(manager: EntityManager, rows: OutboxRow[]): Promise<void> {
    if (rows.length > 0)
      await manager.query(`UPDATE ${this.table} SET sent_at = now() WHERE id = ANY($1::uuid[])`, [
        rows.map((row) => row.id),
      ]);
  }

  private async markDelivered(
    ids: string[],
    manager: Pick<EntityManager, 'query'> = this.options.dataSource,
  ): Promise<void> {
    if (ids.length > 0)
      await manager.query(
        `UPDATE ${this.table} SET delivered_at = now() WHERE id = ANY($1::uuid[]) AND delivered_at IS NULL`,
        [ids],
      );
  }

  /** Acknowledgements that cannot be written (database away) are dropped: the row is redelivered and acknowledged again. */
  private async readAcks(redis: Redis): Promise<void> {
    while (!this.closed) {
      try {
        await this.markDelivered(
          await takeAcks(redis, this.options.queuePrefix, this.options.schema, 1),
        );
      } catch (error) {
        if (this.closed) return;
        this.options.logger.warn(
          `Outbox acknowledgements: ${error instanceof Error ? error.message : String(error)}`,
          'OutboxRelay',
        );
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }

  private async prune(): Promise<void> {
    try {
      await this.options.dataSource.query(
        `DELETE FROM ${this.table} WHERE delivered_at IS NOT NULL AND occurred_at < now() - make_interval(days => ${DELIVERED_KEPT_DAYS})`,
      );
      await this.options.dataSource.query(
        `DELETE FROM ${quoteIdentifier(this.options.schema)}.processed_events WHERE processed_at < now() - make_interval(days => ${PROCESSED_KEPT_DAYS})`,
      );
    } catch (error) {
      this.options.logger.warn(
        `Outbox pruning: ${error instanceof Error ? error.message : String(error)}`,
        'OutboxRelay',
      );
    }
  }

  private queue(consumer: string): Queue {
    let queue = this.queues.get(consumer);
    if (!queue) {
      queue = new Queue(consumer, {
        connection: this.options.connection,
        prefix: this.options.queuePrefix,
      });
      queue.on('error', (error) =>
        this.options.logger.warn(`Queue ${consumer}: ${error.message}`, 'OutboxRelay'),
      );
      this.queues.set(consumer, queue);
    }
    return queue;
  }
}

function eventOf(row: OutboxRow): DomainEvent {
  return {
    id: row.id,
    type: row.type,
    occurredAt: row.occurred_at.toISOString(),
    payload: row.payload,
  } as DomainEvent;
}
