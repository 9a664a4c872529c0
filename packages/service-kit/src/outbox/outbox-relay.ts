import type { LoggerService } from '@nestjs/common';
import type { DomainEvent } from '@silkway/contracts';
import { Queue, type JobsOptions } from 'bullmq';
import type { RedisOptions } from 'bullmq';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { quoteIdentifier } from '../database/ensure-database.js';
import { outboxChannel } from './outbox.js';

export interface OutboxRelayOptions {
  dataSource: DataSource;
  databaseUrl: string;
  schema: string;
  connection: RedisOptions;
  queuePrefix: string;
  pollMs: number;
  logger: LoggerService;
}

const BATCH_SIZE = 100;

/** Retries with backoff; jobs that keep failing stay in the failed set for operators to see. */
export const EVENT_JOB_OPTIONS: JobsOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { age: 7 * 24 * 3600 },
  removeOnFail: false,
};

/**
 * Publishes unsent outbox rows to the consumer's BullMQ queue with the event id as job id, so a
 * row published twice (crash between publish and commit) is one job.
 */
export class OutboxRelay {
  private readonly queues = new Map<string, Queue>();
  private listener?: pg.Client;
  private timer?: NodeJS.Timeout;
  private draining?: Promise<void>;
  private drainAgain = false;
  private closed = false;

  constructor(private readonly options: OutboxRelayOptions) {}

  async start(): Promise<void> {
    this.listener = new pg.Client({ connectionString: this.options.databaseUrl });
    this.listener.on('notification', () => this.wake());
    this.listener.on('error', (error) => this.options.logger.warn(`Outbox listener: ${error.message}`, 'OutboxRelay'));
    await this.listener.connect();
    await this.listener.query(`LISTEN ${quoteIdentifier(outboxChannel(this.options.schema))}`);
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.wake();
  }

  /** Publishes everything unsent now; resolves when the outbox is empty (tests await it). */
  async drain(): Promise<void> {
    this.wake();
    while (this.draining) await this.draining;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    while (this.draining) await this.draining;
    await this.listener?.end();
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }

  private wake(): void {
    if (this.closed) return;
    if (this.draining) {
      this.drainAgain = true;
      return;
    }
    this.draining = this.publishUnsent()
      .catch((error: Error) => this.options.logger.error(`Outbox relay failed: ${error.message}`, error.stack, 'OutboxRelay'))
      .finally(() => {
        this.draining = undefined;
        if (this.drainAgain) {
          this.drainAgain = false;
          this.wake();
        }
      });
  }

  private async publishUnsent(): Promise<void> {
    const table = `${quoteIdentifier(this.options.schema)}.outbox`;
    let published: number;
    do {
      published = await this.options.dataSource.transaction(async (manager) => {
        const rows: Array<{ id: string; type: string; consumer: string; payload: unknown; occurred_at: Date }> = await manager.query(
          `SELECT id, type, consumer, payload, occurred_at FROM ${table}
            WHERE sent_at IS NULL ORDER BY occurred_at LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED`,
        );
        for (const row of rows) {
          const event = { id: row.id, type: row.type, occurredAt: row.occurred_at.toISOString(), payload: row.payload } as DomainEvent;
          await this.queue(row.consumer).add(row.type, event, { ...EVENT_JOB_OPTIONS, jobId: row.id });
        }
        if (rows.length) await manager.query(`UPDATE ${table} SET sent_at = now() WHERE id = ANY($1)`, [rows.map((row) => row.id)]);
        return rows.length;
      });
    } while (published === BATCH_SIZE && !this.closed);
  }

  private queue(consumer: string): Queue {
    let queue = this.queues.get(consumer);
    if (!queue) {
      queue = new Queue(consumer, { connection: this.options.connection, prefix: this.options.queuePrefix });
      this.queues.set(consumer, queue);
    }
    return queue;
  }
}
