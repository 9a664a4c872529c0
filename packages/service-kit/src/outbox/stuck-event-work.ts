import { Queue, type RedisOptions } from 'bullmq';
import type { DataSource } from 'typeorm';
import { quoteIdentifier } from '../database/ensure-database.js';

/** Event work that is not moving: what /healthz reports as `work` (docs/events.md "Health"). */
export interface EventWorkReport {
  /** Outbox rows older than the threshold that no consumer has acknowledged yet. */
  undeliveredEvents: number;
  /** Jobs of the service's own queue parked in the failed set (poison messages). */
  failedJobs: number;
}

export interface StuckEventWorkOptions {
  dataSource: DataSource;
  /** The service's schema (its outbox). */
  schema: string;
  /** The queue the service consumes (its failed set). */
  queue: string;
  connection: RedisOptions;
  queuePrefix: string;
  stuckAfterMs: number;
}

export class StuckEventWork {
  private queue?: Queue;

  constructor(private readonly options: StuckEventWorkOptions) {}

  async report(): Promise<EventWorkReport> {
    const { dataSource, schema, queue, connection, queuePrefix, stuckAfterMs } = this.options;
    this.queue ??= new Queue(queue, { connection, prefix: queuePrefix });
    const [[{ count }], failedJobs] = await Promise.all([
      dataSource.query(
        `SELECT count(*)::int AS count FROM ${quoteIdentifier(schema)}.outbox
          WHERE delivered_at IS NULL AND occurred_at < now() - make_interval(secs => $1)`,
        [stuckAfterMs / 1000],
      ) as Promise<[{ count: number }]>,
      this.queue.getFailedCount(),
    ]);
    return { undeliveredEvents: count, failedJobs };
  }

  async close(): Promise<void> {
    await this.queue?.close();
  }
}
