import type { LoggerService } from '@nestjs/common';
import { type DomainEvent, eventCatalog, eventEnvelope, type EventType } from '@silkway/contracts';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import type { RedisOptions } from 'bullmq';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { acknowledge } from './delivery-acks.js';
import { EventBatches, type EventEffects } from './event-batches.js';
import {
  cappedExponentialBackoff,
  isTransientError,
  POISON_ATTEMPTS,
} from './event-retry-policy.js';

export type { BatchEffect, EventEffect, EventEffects } from './event-batches.js';

export interface IdempotentEventWorkerOptions {
  /** The consuming service: its queue carries every event it consumes. */
  consumer: string;
  dataSource: DataSource;
  connection: RedisOptions;
  queuePrefix: string;
  effects: EventEffects;
  logger: LoggerService;
  /**
   * Jobs taken from the queue at once. Those that arrive together are applied in one transaction
   * (EventBatches), on one database connection.
   */
  concurrency: number;
}

/** Transactions (connections) a worker applies events in at once, of DATABASE_POOL_SIZE (10 by default). */
const BATCHES_AT_ONCE = 3;
/** A job whose worker died this many times (lock lost) is parked as failed rather than retried again. */
const MAX_STALLS = 5;

/**
 * Consumes the service's queue: validates each event against contracts, applies its effect once
 * (with the events taken at the same time, EventBatches) and acknowledges it to its producer.
 * Connection errors retry without end; anything else is retried a few times and then parked in the
 * failed set, where health reports it.
 */
export class IdempotentEventWorker {
  private worker?: Worker;
  private acks?: Redis;
  private batches?: EventBatches;

  constructor(private readonly options: IdempotentEventWorkerOptions) {}

  start(): void {
    const { consumer, dataSource, connection, queuePrefix, concurrency } = this.options;
    const acks = new Redis({ ...connection, maxRetriesPerRequest: null });
    acks.on('error', () => undefined); // a job that cannot acknowledge fails and is retried
    this.acks = acks;
    this.batches = new EventBatches(
      dataSource,
      this.options.effects,
      (producer, eventIds) => acknowledge(acks, queuePrefix, producer, eventIds),
      BATCHES_AT_ONCE,
    );
    this.worker = new Worker(consumer, (job) => this.process(job), {
      connection,
      prefix: queuePrefix,
      concurrency,
      maxStalledCount: MAX_STALLS,
      settings: { backoffStrategy: cappedExponentialBackoff },
    });
    this.worker.on('failed', (job, error) =>
      this.options.logger.warn(
        `Event ${job?.id} (${job?.name}) failed on attempt ${job?.attemptsMade}: ${error.message}`,
        'IdempotentEventWorker',
      ),
    );
    this.worker.on('error', (error) =>
      this.options.logger.error(
        `Event worker: ${error.message}`,
        error.stack,
        'IdempotentEventWorker',
      ),
    );
  }

  async close(): Promise<void> {
    await this.worker?.close();
    this.acks?.disconnect();
  }

  private async process(job: Job): Promise<'applied' | 'repeat'> {
    const { event, producer } = this.parse(job);
    try {
      const applied = await this.batches!.apply(event, producer);
      return applied ? 'applied' : 'repeat';
    } catch (error) {
      throw this.retryOrPark(job, error);
    }
  }

  /** An event this service cannot read is a bug, not bad luck: parked at once. */
  private parse(job: Job): { event: DomainEvent; producer?: string } {
    const envelope = eventEnvelope.safeParse(job.data);
    if (!envelope.success)
      throw new UnrecoverableError(`Malformed event envelope: ${envelope.error.message}`);
    const type = envelope.data.type as EventType;
    if (!eventCatalog[type] || !this.options.effects[type])
      throw new UnrecoverableError(`${this.options.consumer} has no effect for event type ${type}`);
    const payload = eventCatalog[type].payload.safeParse(envelope.data.payload);
    if (!payload.success)
      throw new UnrecoverableError(`Malformed ${type} payload: ${payload.error.message}`);
    const { producer, ...rest } = envelope.data;
    return { event: { ...rest, type, payload: payload.data } as DomainEvent, producer };
  }

  private retryOrPark(job: Job, error: unknown): unknown {
    if (isTransientError(error) || job.attemptsMade + 1 < POISON_ATTEMPTS) return error;
    const message = error instanceof Error ? error.message : String(error);
    return new UnrecoverableError(`${message} (parked after ${job.attemptsMade + 1} attempts)`);
  }
}
