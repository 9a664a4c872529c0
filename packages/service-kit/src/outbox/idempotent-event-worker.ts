import type { LoggerService } from '@nestjs/common';
import { type DomainEvent, eventCatalog, eventEnvelope, type EventType } from '@silkway/contracts';
import { type Job, Worker } from 'bullmq';
import type { RedisOptions } from 'bullmq';
import type { DataSource, EntityManager } from 'typeorm';
import { ProcessedEvent } from './processed-event.entity.js';

export type EventEffect<T extends EventType> = (manager: EntityManager, event: DomainEvent<T>) => Promise<void>;
export type EventEffects = { [T in EventType]?: EventEffect<T> };

/**
 * Runs `effect` unless the event was already processed: the event id is recorded in the same
 * transaction as the effect, so a repeat delivery (at-least-once queues) has no second effect.
 * Resolves to false for a repeat.
 */
export async function processOnce(dataSource: DataSource, event: DomainEvent, effect: (manager: EntityManager) => Promise<void>): Promise<boolean> {
  return dataSource.transaction(async (manager) => {
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(ProcessedEvent)
      .values({ eventId: event.id, type: event.type, processedAt: new Date() })
      .orIgnore()
      .returning(['eventId'])
      .execute();
    if (inserted.raw.length === 0) return false;
    await effect(manager);
    return true;
  });
}

export interface IdempotentEventWorkerOptions {
  /** The consuming service: its queue carries every event it consumes. */
  consumer: string;
  dataSource: DataSource;
  connection: RedisOptions;
  queuePrefix: string;
  effects: EventEffects;
  logger: LoggerService;
  concurrency?: number;
}

/** Consumes the service's queue: validates each event against contracts and applies its effect once. */
export class IdempotentEventWorker {
  private worker?: Worker;

  constructor(private readonly options: IdempotentEventWorkerOptions) {}

  start(): void {
    const { consumer, connection, queuePrefix, concurrency = 4 } = this.options;
    this.worker = new Worker(consumer, (job) => this.process(job), { connection, prefix: queuePrefix, concurrency });
    this.worker.on('failed', (job, error) =>
      this.options.logger.warn(`Event ${job?.id} (${job?.name}) failed on attempt ${job?.attemptsMade}: ${error.message}`, 'IdempotentEventWorker'),
    );
    this.worker.on('error', (error) => this.options.logger.error(`Event worker: ${error.message}`, error.stack, 'IdempotentEventWorker'));
  }

  async close(): Promise<void> {
    await this.worker?.close();
  }

  private async process(job: Job): Promise<'applied' | 'repeat'> {
    const envelope = eventEnvelope.parse(job.data);
    const type = envelope.type as EventType;
    const definition = eventCatalog[type];
    const effect = this.options.effects[type] as EventEffect<EventType> | undefined;
    if (!definition || !effect) throw new Error(`${this.options.consumer} has no effect for event type ${envelope.type}`);
    const event = { ...envelope, type, payload: definition.payload.parse(envelope.payload) } as DomainEvent;
    const applied = await processOnce(this.options.dataSource, event, (manager) => effect(manager, event));
    return applied ? 'applied' : 'repeat';
  }
}
