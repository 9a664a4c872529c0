import type { DomainEvent } from '@silkway/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { ProcessedEvent } from './processed-event.entity.js';

/** An event with the effect it has in this service. */
export interface PendingEvent {
  event: DomainEvent;
  effect: (manager: EntityManager) => Promise<void>;
}

/**
 * Runs the effects of the events not processed before, in one transaction that also records their
 * ids: a repeat delivery (at-least-once queues), or the same event twice in `events`, has no
 * second effect. Resolves, per event, to false for a repeat.
 */
export async function processOnce(
  dataSource: DataSource,
  events: readonly PendingEvent[],
): Promise<boolean[]> {
  const processedAt = new Date();
  const records = new Map(
    events.map(({ event }) => [event.id, { eventId: event.id, type: event.type, processedAt }]),
  );
  return dataSource.transaction(async (manager) => {
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(ProcessedEvent)
      .values([...records.values()])
      .orIgnore()
      .returning(['eventId'])
      .execute();
    const fresh = new Set((inserted.raw as Array<{ event_id: string }>).map((row) => row.event_id));
    const applied: boolean[] = [];
    for (const { event, effect } of events) {
      const first = fresh.delete(event.id);
      if (first) await effect(manager);
      applied.push(first);
    }
    return applied;
  });
}

/** An event waiting for its batch, and the job waiting for its outcome. */
interface Waiting extends PendingEvent {
  producer?: string;
  settle: (outcome: { applied: boolean } | { error: unknown }) => void;
}

/**
 * Applies the events a worker holds at once in one transaction instead of one each (docs/events.md
 * "Consumer"): one INSERT records their ids, the effects run one after another, one COMMIT (one
 * WAL flush) makes them durable, one RPUSH per producer acknowledges them. One batch runs at a
 * time, so the rows its effects lock are never locked in another order by a second batch of this
 * process; the events that arrive meanwhile form the next batch. When an effect fails, the
 * transaction is rolled back and each event of the batch is applied again alone, so only the
 * failing one is retried (or parked) and no event waits behind it.
 */
export class EventBatches {
  private waiting: Waiting[] = [];
  private running?: Promise<void>;

  constructor(
    private readonly dataSource: DataSource,
    /** Pushes the ids onto the producer's acknowledgement list; called after the commit. */
    private readonly acknowledge: (producer: string, eventIds: string[]) => Promise<unknown>,
  ) {}

  /** Resolves once the event's effect is committed (false: it was committed before) and acknowledged. */
  apply(pending: PendingEvent, producer?: string): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.waiting.push({
        ...pending,
        producer,
        settle: (outcome) =>
          'error' in outcome ? reject(outcome.error) : resolve(outcome.applied),
      });
      this.startNext();
    });
  }

  /** Resolves when no batch is running. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private startNext(): void {
    if (this.running || this.waiting.length === 0) return;
    const batch = this.waiting;
    this.waiting = [];
    this.running = this.run(batch).finally(() => {
      this.running = undefined;
      this.startNext();
    });
  }

  private async run(batch: Waiting[]): Promise<void> {
    const outcomes = await this.applyAll(batch);
    const committed = batch.filter((_, index) => !('error' in outcomes[index]!));
    try {
      await this.acknowledgeAll(committed);
    } catch (error) {
      // Not acknowledged: the jobs fail and come back as repeats, which acknowledge again.
      for (const waiting of committed) waiting.settle({ error });
      return;
    }
    batch.forEach((waiting, index) => waiting.settle(outcomes[index]!));
  }

  private async applyAll(
    batch: Waiting[],
  ): Promise<Array<{ applied: boolean } | { error: unknown }>> {
    try {
      return (await processOnce(this.dataSource, batch)).map((applied) => ({ applied }));
    } catch (error) {
      if (batch.length === 1) return [{ error }];
      const outcomes = [];
      for (const waiting of batch)
        outcomes.push(
          await processOnce(this.dataSource, [waiting]).then(
            ([applied]) => ({ applied: applied! }),
            (alone: unknown) => ({ error: alone }),
          ),
        );
      return outcomes;
    }
  }

  private async acknowledgeAll(committed: Waiting[]): Promise<void> {
    const byProducer = new Map<string, string[]>();
    for (const { producer, event } of committed) {
      if (!producer) continue;
      const eventIds = byProducer.get(producer);
      if (eventIds) eventIds.push(event.id);
      else byProducer.set(producer, [event.id]);
    }
    await Promise.all(
      [...byProducer].map(([producer, eventIds]) => this.acknowledge(producer, eventIds)),
    );
  }
}
