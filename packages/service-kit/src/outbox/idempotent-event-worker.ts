import type { LoggerService } from '@nestjs/common';
import {
  type DomainEvent,
  eventCatalog,
  eventEnvelope,
  eventJob,
  type EventType,
} from '@silkway/contracts';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import type { RedisOptions } from 'bullmq';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { acknowledge } from './delivery-acks.js';
import { EventBatches, type EventEffects } from './event-batches.js';
import { EVENT_WORKER_SETTINGS, isTransientError, POISON_ATTEMPTS } from './event-retry-policy.js';

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
      settings: EVENT_WORKER_SETTINGS,
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

  /**
   * Applies the job's events (with the others the worker holds, EventBatches) and completes once
   * each is committed and acknowledged. When some fail, the job fails and comes back: the events
   * already applied are repeats then. Events this service cannot read park the job, after the others
   * are applied.
   */
  private async process(job: Job): Promise<Array<'applied' | 'repeat'>> {
    const { producer, envelopes } = eventsOf(job.data);
    const events: DomainEvent[] = [];
    const unreadable: string[] = [];
    for (const envelope of envelopes) {
      const read = this.read(envelope);
      if (typeof read === 'string') unreadable.push(read);
      else events.push(read);
    }
    const outcomes = await Promise.allSettled(
      events.map((event) => this.batches!.apply(event, producer)),
    );
    const errors = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [outcome.reason as unknown] : [],
    );
    if (errors.length > 0) throw this.retryOrPark(job, errors);
    if (unreadable.length > 0) throw new UnrecoverableError(unreadable.join('; '));
    return outcomes.map((outcome) =>
      outcome.status === 'fulfilled' && outcome.value ? 'applied' : 'repeat',
    );
  }

  /** The event, or why this service cannot read it: a bug, not bad luck, so never retried. */
  private read(data: unknown): DomainEvent | string {
    const envelope = eventEnvelope.safeParse(data);
    if (!envelope.success) return `Malformed event envelope: ${envelope.error.message}`;
    const type = envelope.data.type as EventType;
    if (!eventCatalog[type] || !this.options.effects[type])
      return `${this.options.consumer} has no effect for event type ${type}`;
    const payload = eventCatalog[type].payload.safeParse(envelope.data.payload);
    if (!payload.success) return `Malformed ${type} payload: ${payload.error.message}`;
    const { id, occurredAt } = envelope.data;
    return { id, type, occurredAt, payload: payload.data } as DomainEvent;
  }

  private retryOrPark(job: Job, errors: unknown[]): unknown {
    const lasting = errors.find((error) => !isTransientError(error));
    if (lasting === undefined || job.attemptsMade + 1 < POISON_ATTEMPTS)
      return lasting ?? errors[0];
    const message = lasting instanceof Error ? lasting.message : String(lasting);
    return new UnrecoverableError(`${message} (parked after ${job.attemptsMade + 1} attempts)`);
  }
}

/** The events of a job and their producer; a job published before events travelled together holds one. */
function eventsOf(data: unknown): { producer?: string; envelopes: unknown[] } {
  const job = eventJob.safeParse(data);
  if (job.success) return { producer: job.data.producer, envelopes: job.data.events };
  const producer = eventEnvelope.safeParse(data).data?.producer;
  return { producer, envelopes: [data] };
}
