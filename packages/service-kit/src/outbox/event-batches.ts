import type { DomainEvent, EventType } from '@silkway/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { ProcessedEvent } from './processed-event.entity.js';

export type EventEffect<T extends EventType> = (
  manager: EntityManager,
  event: DomainEvent<T>,
) => Promise<void>;
/**
 * The effect of several events of one type at once, in the order they came: a few statements for
 * all of them instead of some for each. It must leave the same state as applying them one by one.
 */
export type BatchEffect<T extends EventType> = (
  manager: EntityManager,
  events: Array<DomainEvent<T>>,
) => Promise<void>;
export type EventEffects = {
  [T in EventType]?: EventEffect<T> | { batch: BatchEffect<T> };
};

/**
 * Runs the effects of the events not processed before, in one transaction that also records their
 * ids: a repeat delivery (at-least-once queues), or the same event twice in `events`, has no
 * second effect. Events of one type are applied in the order they came, together when their
 * effect takes a batch. Resolves, per event, to false for a repeat.
 */
export async function processOnce(
  dataSource: DataSource,
  effects: EventEffects,
  events: readonly DomainEvent[],
): Promise<boolean[]> {
  const processedAt = new Date();
  const records = new Map(
    events.map((event) => [event.id, { eventId: event.id, type: event.type, processedAt }]),
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
    const applied = events.map((event) => fresh.delete(event.id));
    const byType = new Map<EventType, DomainEvent[]>();
    events.forEach((event, index) => {
      if (!applied[index]) return;
      const ofType = byType.get(event.type);
      if (ofType) ofType.push(event);
      else byType.set(event.type, [event]);
    });
    // Types in one fixed order, their effects locking rows in id order: batches applied at once
    // (here or in another replica) wait for each other rather than deadlock.
    for (const type of [...byType.keys()].sort())
      await applyEffect(manager, effects[type], byType.get(type)!);
    return applied;
  });
}

async function applyEffect(
  manager: EntityManager,
  effect: EventEffects[EventType],
  events: DomainEvent[],
): Promise<void> {
  if (!effect) throw new Error(`No effect for event type ${events[0]!.type}`);
  if ('batch' in effect) return (effect.batch as BatchEffect<EventType>)(manager, events);
  for (const event of events) await (effect as EventEffect<EventType>)(manager, event);
}

/** Events waiting while a batch runs that start another batch beside it, up to `batchesAtOnce`. */
const BACKLOG_FOR_ANOTHER_BATCH = 20;

/** An event waiting for its batch, and the job waiting for its outcome. */
interface Waiting {
  event: DomainEvent;
  producer?: string;
  settle: (outcome: { applied: boolean } | { error: unknown }) => void;
}

/**
 * Applies the events a worker holds at once in one transaction instead of one each (docs/events.md
 * "Consumer"): one INSERT records their ids, the effects run one after another, one COMMIT (one
 * WAL flush) makes them durable, one RPUSH per producer acknowledges them. Up to `batchesAtOnce`
 * batches run at a time, each on its own connection (on a busy machine a batch mostly waits for
 * round trips); the events that arrive meanwhile form the next batch. When an effect fails, the
 * transaction is rolled back and each event of the batch is applied again alone, so only the
 * failing one is retried (or parked) and no event waits behind it.
 */
export class EventBatches {
  private waiting: Waiting[] = [];
  private running = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly effects: EventEffects,
    /** Pushes the ids onto the producer's acknowledgement list; called after the commit. */
    private readonly acknowledge: (producer: string, eventIds: string[]) => Promise<unknown>,
    private readonly batchesAtOnce: number,
  ) {}

  /** Resolves once the event's effect is committed (false: it was committed before) and acknowledged. */
  apply(event: DomainEvent, producer?: string): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.waiting.push({
        event,
        producer,
        settle: (outcome) =>
          'error' in outcome ? reject(outcome.error) : resolve(outcome.applied),
      });
      this.startNext();
    });
  }

  private startNext(): void {
    // While one batch runs, the next few events wait for it and go together: a batch costs about
    // the same whether it holds one event or twenty (one INSERT, one COMMIT), so starting one per
    // event as they trickle in would spend the machine on commits. More batches at once only for
    // a backlog, where the connections' round trips overlap.
    const mayStart =
      this.running === 0 ||
      (this.running < this.batchesAtOnce && this.waiting.length >= BACKLOG_FOR_ANOTHER_BATCH);
    if (!mayStart || this.waiting.length === 0) return;
    const batch = this.waiting;
    this.waiting = [];
    this.running++;
    void this.run(batch).finally(() => {
      this.running--;
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
      return (await processOnce(this.dataSource, this.effects, this.eventsOf(batch))).map(
        (applied) => ({ applied }),
      );
    } catch (error) {
      if (batch.length === 1) return [{ error }];
      const outcomes = [];
      for (const waiting of batch)
        outcomes.push(
          await processOnce(this.dataSource, this.effects, [waiting.event]).then(
            ([applied]) => ({ applied: applied! }),
            (alone: unknown) => ({ error: alone }),
          ),
        );
      return outcomes;
    }
  }

  private eventsOf(batch: Waiting[]): DomainEvent[] {
    return batch.map(({ event }) => event);
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
