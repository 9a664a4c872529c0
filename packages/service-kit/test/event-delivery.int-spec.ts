import type { LoggerService } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@silkway/contracts';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { DataSource, EntityManager, EntitySubscriberInterface } from 'typeorm';
import {
  openServiceDataSource,
  serviceDataSourceOptions,
} from '../src/database/service-data-source.js';
import { runHealthChecks } from '../src/health/health-check.js';
import { redisConnectionOptions } from '../src/queues/redis-connection.js';
import { OUTBOX_MIGRATIONS } from '../src/outbox/outbox-migrations.js';
import { EventBatches, type EventEffect } from '../src/outbox/event-batches.js';
import { IdempotentEventWorker } from '../src/outbox/idempotent-event-worker.js';
import { Outbox } from '../src/outbox/outbox.js';
import { OutboxMessage } from '../src/outbox/outbox-message.entity.js';
import { OutboxRelay, type OutboxRelayOptions } from '../src/outbox/outbox-relay.js';
import { ProcessedEvent } from '../src/outbox/processed-event.entity.js';
import { StuckEventWork } from '../src/outbox/stuck-event-work.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database.js';
import { createTestQueuePrefix } from '../src/testing/test-queue-prefix.js';
import { POISON_ATTEMPTS } from '../src/outbox/event-retry-policy.js';
import {
  scratchPostgres,
  scratchRedis,
  type ScratchServer,
  waitUntil,
} from './testing/scratch-servers.js';

jest.setTimeout(180_000);

const SHARED_REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SCHEMA = 'producer';
/** The consumer the test events travel to (`order.deleted` → files queue). */
const CONSUMER = 'files';

/** An `order.deleted` envelope as a relay publishes it (`type` only to make one this consumer cannot apply). */
const orderDeleted = (orderId: number, type = 'order.deleted'): DomainEvent<'order.deleted'> =>
  ({
    id: randomUUID(),
    type,
    occurredAt: new Date().toISOString(),
    payload: { orderId },
  }) as DomainEvent<'order.deleted'>;

/**
 * One producer (outbox + relay) and one consumer (worker) on a database and Redis of the test's
 * choosing. The consumer's effect appends a row per application, without any uniqueness, so an
 * event applied twice shows as two rows.
 */
class DeliveryRig {
  /** On the shared Redis, deleted with the test's keys at the end. */
  readonly testPrefix = createTestQueuePrefix(SHARED_REDIS);
  readonly queuePrefix = this.testPrefix.prefix;
  /** Quiet: the retries these tests cause on purpose would fill the output. */
  readonly logger: LoggerService = {
    log: () => undefined,
    warn: () => undefined,
    error: () => undefined,
  };
  dataSource!: DataSource;
  relay!: OutboxRelay;
  worker?: IdempotentEventWorker;
  /** The consumer's queue, for tests that put jobs on it themselves. */
  readonly queue: Queue;
  /** orderId → failures still to throw before the effect succeeds. */
  readonly failuresLeft = new Map<number, { left: number; error: () => Error }>();

  constructor(
    private readonly databaseUrl: string,
    private readonly redisUrl: string,
    private readonly timing: Pick<OutboxRelayOptions, 'pollMs' | 'redeliverAfterMs' | 'batched'>,
  ) {
    this.queue = new Queue(CONSUMER, {
      connection: redisConnectionOptions(redisUrl),
      prefix: this.queuePrefix,
    });
    this.queue.on('error', () => undefined);
  }

  async open(): Promise<this> {
    const options = serviceDataSourceOptions({
      url: this.databaseUrl,
      schema: SCHEMA,
      entities: [OutboxMessage, ProcessedEvent],
      migrations: OUTBOX_MIGRATIONS,
      poolSize: 10,
    });
    this.dataSource = await openServiceDataSource({
      ...options,
      url: this.databaseUrl,
      schema: SCHEMA,
    } as never);
    await this.dataSource.query(
      `CREATE TABLE IF NOT EXISTS ${SCHEMA}.effects (event_id uuid NOT NULL, order_id int NOT NULL, tx bigint NOT NULL DEFAULT txid_current())`,
    );
    this.relay = await this.startRelay();
    return this;
  }

  /** A relay on the rig's outbox; a second one stands for another replica of the producer. */
  async startRelay(): Promise<OutboxRelay> {
    const relay = new OutboxRelay({
      dataSource: this.dataSource,
      schema: SCHEMA,
      connection: redisConnectionOptions(this.redisUrl),
      queuePrefix: this.queuePrefix,
      logger: this.logger,
      ...this.timing,
    });
    await relay.start();
    return relay;
  }

  startWorker(): void {
    this.worker = new IdempotentEventWorker({
      consumer: CONSUMER,
      dataSource: this.dataSource,
      connection: redisConnectionOptions(this.redisUrl),
      queuePrefix: this.queuePrefix,
      logger: this.logger,
      concurrency: 50,
      effects: { 'order.deleted': this.effect },
    });
    this.worker.start();
  }

  /** Appends a row per application, after the failures set for the order are thrown. */
  readonly effect = async (manager: EntityManager, event: DomainEvent<'order.deleted'>) => {
    const failure = this.failuresLeft.get(event.payload.orderId);
    if (failure && failure.left > 0) {
      failure.left--;
      throw failure.error();
    }
    await manager.query(`INSERT INTO ${SCHEMA}.effects (event_id, order_id) VALUES ($1, $2)`, [
      event.id,
      event.payload.orderId,
    ]);
  };

  async produce(orderIds: number[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      for (const orderId of orderIds)
        Outbox.add(manager, { type: 'order.deleted', payload: { orderId } });
    });
  }

  /** How often each order's event took effect. */
  async applications(): Promise<Map<number, number>> {
    const rows: Array<{ order_id: number; count: number }> = await this.dataSource.query(
      `SELECT order_id, count(*)::int AS count FROM ${SCHEMA}.effects GROUP BY order_id`,
    );
    return new Map(rows.map((row) => [row.order_id, row.count]));
  }

  /** Transactions that applied events, and the most events one of them applied. */
  async transactions(): Promise<{ count: number; largest: number }> {
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS count, coalesce(max(events), 0)::int AS largest
         FROM (SELECT count(*) AS events FROM ${SCHEMA}.effects GROUP BY tx) AS batches`,
    );
    return row;
  }

  async outbox(): Promise<{ total: number; sent: number; delivered: number }> {
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS total, count(sent_at)::int AS sent, count(delivered_at)::int AS delivered FROM ${SCHEMA}.outbox`,
    );
    return row;
  }

  /** Jobs the outbox rows were published in. */
  async jobsOfOutbox(): Promise<number> {
    const [{ jobs }] = await this.dataSource.query(
      `SELECT count(DISTINCT job_id)::int AS jobs FROM ${SCHEMA}.outbox`,
    );
    return jobs;
  }

  jobCounts() {
    return this.queue.getJobCounts('wait', 'active', 'delayed', 'failed', 'completed');
  }

  /** Waits until every event is applied and acknowledged. */
  async settled(): Promise<void> {
    await waitUntil(async () => {
      const { total, delivered } = await this.outbox();
      return total > 0 && delivered === total;
    }, 'every outbox row is acknowledged');
  }

  async close(): Promise<void> {
    await this.worker?.close();
    await this.relay?.close();
    await this.queue.close();
    await this.dataSource?.destroy();
    await this.testPrefix.clear();
  }
}

/** Counts the transactions `dataSource` starts until `stop()`, which returns the count. */
function countTransactions(dataSource: DataSource): { stop: () => number } {
  let count = 0;
  const counter: EntitySubscriberInterface = { afterTransactionStart: () => void count++ };
  dataSource.subscribers.push(counter);
  return {
    stop: () => {
      dataSource.subscribers.splice(dataSource.subscribers.indexOf(counter), 1);
      return count;
    },
  };
}

const range = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => from + index);

/** The orders among `orderIds` whose events the completed jobs carried, as often as they carried them. */
async function publishedOrderIds(rig: DeliveryRig, orderIds: number[]): Promise<number[]> {
  return (await rig.queue.getJobs(['completed']))
    .flatMap((job) => (job.data.events ?? []) as Array<DomainEvent<'order.deleted'>>)
    .map((event) => event.payload.orderId)
    .filter((orderId) => orderIds.includes(orderId))
    .sort((a, b) => a - b);
}

async function expectEachAppliedOnce(rig: DeliveryRig, orderIds: number[]) {
  const applications = await rig.applications();
  expect(orderIds.filter((orderId) => applications.get(orderId) !== 1)).toEqual([]);
}

describe('event delivery on the shared PostgreSQL and Redis', () => {
  let database: TestDatabase;
  let rig: DeliveryRig;

  beforeAll(async () => {
    database = await createTestDatabase('silkway_test_events');
    rig = await new DeliveryRig(database.url, SHARED_REDIS, {
      pollMs: 100,
      redeliverAfterMs: 300,
    }).open();
    rig.startWorker();
  });
  afterAll(async () => {
    await rig?.close();
    await database?.drop();
  });

  it('delivers every event once and counts it delivered only when the consumer acknowledges', async () => {
    await rig.produce(range(1, 300));
    await rig.settled();
    await expectEachAppliedOnce(rig, range(1, 300));
    const [{ processed }] = await rig.dataSource.query(
      `SELECT count(*)::int AS processed FROM ${SCHEMA}.processed_events`,
    );
    expect(processed).toBe(300);
    // The events of one publication travel together, and events held together are applied together.
    expect(await rig.jobsOfOutbox()).toBe(3);
    expect((await rig.transactions()).count).toBeLessThan(300);
  });

  it('publishes each row in one job only when two relays (two replicas) share the outbox', async () => {
    const orderIds = range(5001, 500);
    const replica = await rig.startRelay();
    try {
      // Five transactions committing together: each commit wakes both relays.
      await Promise.all(
        [0, 100, 200, 300, 400].map((from) => rig.produce(orderIds.slice(from, from + 100))),
      );
      await rig.settled();
    } finally {
      await replica.close();
    }
    await expectEachAppliedOnce(rig, orderIds);
    expect(await publishedOrderIds(rig, orderIds)).toEqual(orderIds);
  });

  it('applies a job published before events travelled together: one envelope and its producer', async () => {
    const event = orderDeleted(1501);
    await rig.dataSource.query(
      `INSERT INTO ${SCHEMA}.outbox (id, type, consumer, payload, sent_at) VALUES ($1, $2, $3, $4, now())`,
      [event.id, event.type, CONSUMER, event.payload],
    );
    await rig.queue.add(event.type, { ...event, producer: SCHEMA }, { jobId: event.id });

    await rig.settled();
    await expectEachAppliedOnce(rig, [1501]);
  });

  it('applies an event once when its acknowledgement is lost, whether Redis still has the job or not', async () => {
    // Two publications, so two jobs: the one of 1001 is kept, the one of 1002 trimmed.
    await rig.produce([1001]);
    await rig.settled();
    await rig.produce([1002]);
    await rig.settled();
    const [kept, trimmed] = await rig.dataSource.query(
      `SELECT id, job_id FROM ${SCHEMA}.outbox WHERE (payload->>'orderId')::int IN (1001, 1002) ORDER BY (payload->>'orderId')::int`,
    );
    expect(kept.job_id).not.toBe(trimmed.job_id);
    // The acknowledgement never arrived: the completed job of 1001 still exists, the one of 1002 was trimmed.
    await (await rig.queue.getJob(trimmed.job_id))!.remove();
    await rig.dataSource.query(
      `UPDATE ${SCHEMA}.outbox SET delivered_at = NULL, sent_at = now() - interval '1 hour' WHERE id IN ($1, $2)`,
      [kept.id, trimmed.id],
    );

    await rig.settled();
    await expectEachAppliedOnce(rig, [1001, 1002]);
  });

  it('retries a consumer that fails on connection errors until it succeeds, parking nothing', async () => {
    const connectionLost = () =>
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    rig.failuresLeft.set(2001, { left: POISON_ATTEMPTS + 1, error: connectionLost });
    await rig.produce([2001]);
    await rig.settled();
    expect(rig.failuresLeft.get(2001)!.left).toBe(0);
    await expectEachAppliedOnce(rig, [2001]);
    expect((await rig.jobCounts()).failed).toBe(0);
  });

  it('parks a poison message in the failed set after a few attempts and reports it on health', async () => {
    rig.failuresLeft.set(3001, {
      left: Number.MAX_SAFE_INTEGER,
      error: () => new TypeError("Cannot read properties of undefined (reading 'id')"),
    });
    await rig.produce([3001, 3002]);
    await waitUntil(
      async () => (await rig.jobCounts()).failed === 1,
      'the poison message is parked',
    );
    await waitUntil(
      async () => (await rig.applications()).get(3002) === 1,
      'the next event is applied',
    );
    expect(rig.failuresLeft.get(3001)!.left).toBe(Number.MAX_SAFE_INTEGER - POISON_ATTEMPTS);

    const stuck = new StuckEventWork({
      dataSource: rig.dataSource,
      schema: SCHEMA,
      queue: CONSUMER,
      connection: redisConnectionOptions(SHARED_REDIS),
      queuePrefix: rig.queuePrefix,
      stuckAfterMs: 1,
    });
    const health = await runHealthChecks(
      [{ name: 'postgres', check: async () => void (await rig.dataSource.query('SELECT 1')) }],
      () => stuck.report(),
    );
    await stuck.close();
    expect(health).toEqual({
      status: 'degraded',
      checks: { postgres: 'ok' },
      work: { undeliveredEvents: 1, failedJobs: 1 },
    });
    rig.failuresLeft.delete(3001);
  });

  it('parks a job holding events it cannot read at once, after applying the others of the job', async () => {
    const job = await rig.queue.add(
      'order.deleted, truck.upserted',
      {
        producer: SCHEMA,
        events: [
          orderDeleted(4001),
          { id: 'not-a-uuid', type: 'order.deleted' },
          orderDeleted(4002, 'truck.upserted'),
          { ...orderDeleted(4003), payload: { orderId: 'four thousand and three' } },
          orderDeleted(4004),
        ],
      },
      { jobId: randomUUID() },
    );

    await waitUntil(async () => (await job.getState()) === 'failed', 'the job is parked');
    const parked = (await rig.queue.getJob(job.id!))!;
    expect(parked.attemptsMade).toBe(1);
    expect(parked.failedReason).toContain('Malformed event envelope');
    expect(parked.failedReason).toContain('files has no effect for event type truck.upserted');
    expect(parked.failedReason).toContain('Malformed order.deleted payload');
    const applications = await rig.applications();
    expect([4001, 4002, 4003, 4004].map((orderId) => applications.get(orderId) ?? 0)).toEqual([
      1, 0, 0, 1,
    ]);
    await parked.remove();
  });
});

describe('events taken together (EventBatches) on the shared PostgreSQL', () => {
  let database: TestDatabase;
  let rig: DeliveryRig;
  const acknowledged: string[] = [];
  let acknowledgementsToLose = 0;

  beforeAll(async () => {
    database = await createTestDatabase('silkway_test_events');
    rig = await new DeliveryRig(database.url, SHARED_REDIS, {
      pollMs: 3_600_000,
      redeliverAfterMs: 3_600_000,
    }).open();
  });
  afterAll(async () => {
    await rig?.close();
    await database?.drop();
  });

  const eventsFor = (orderIds: number[]): Array<DomainEvent<'order.deleted'>> =>
    orderIds.map((orderId) => orderDeleted(orderId));
  /** Hands the events over in one go, as a worker holding them all; `effect` defaults to the rig's. */
  const applyAll = (
    events: Array<DomainEvent<'order.deleted'>>,
    effect: EventEffect<'order.deleted'> = rig.effect,
    batchesAtOnce = 1,
  ) => {
    const batches = new EventBatches(
      rig.dataSource,
      { 'order.deleted': effect },
      async (_producer, eventIds) => {
        if (acknowledgementsToLose > 0) {
          acknowledgementsToLose--;
          throw new Error('Connection is closed.');
        }
        acknowledged.push(...eventIds);
      },
      batchesAtOnce,
    );
    return Promise.allSettled(events.map((event) => batches.apply(event, SCHEMA)));
  };
  const outcomesOf = (settled: Array<PromiseSettledResult<boolean>>) =>
    settled.map((outcome) =>
      outcome.status === 'fulfilled' ? outcome.value : (outcome.reason as Error).message,
    );
  /** Transactions that applied these orders' events, and the most events one of them applied. */
  const transactionsOf = async (orderIds: number[]) =>
    (
      await rig.dataSource.query(
        `SELECT count(*)::int AS count, max(events)::int AS largest
           FROM (SELECT count(*) AS events FROM ${SCHEMA}.effects WHERE order_id = ANY($1) GROUP BY tx) AS batches`,
        [orderIds],
      )
    )[0] as { count: number; largest: number };

  it('applies the events that arrive together in one transaction, each once, also one handed over twice', async () => {
    const orderIds = range(10_001, 20);
    const events = eventsFor(orderIds);
    const settled = await applyAll([...events, events[3]!, events[7]!]);

    expect(outcomesOf(settled)).toEqual([...Array(20).fill(true), false, false]);
    await expectEachAppliedOnce(rig, orderIds);
    // One batch at a time: the first is applied as it comes; the others, arriving meanwhile, in one transaction.
    expect(await transactionsOf(orderIds)).toEqual({ count: 2, largest: 19 });
    expect(acknowledged).toEqual(expect.arrayContaining(events.map((event) => event.id)));
  });

  it('starts another batch beside a running one only for a backlog, not for each event that trickles in', async () => {
    const few = range(10_051, 5);
    await applyAll(eventsFor(few), rig.effect, 3);
    expect(await transactionsOf(few)).toEqual({ count: 2, largest: 4 });

    // The 21st event makes a backlog of 20: a second batch starts; the last 9 wait for a free one.
    const many = range(10_061, 30);
    await applyAll(eventsFor(many), rig.effect, 3);
    expect(await transactionsOf(many)).toEqual({ count: 3, largest: 20 });
    await expectEachAppliedOnce(rig, [...few, ...many]);
  });

  it('applies nothing again when a committed batch comes back because its acknowledgement was lost', async () => {
    const orderIds = range(10_101, 10);
    const events = eventsFor(orderIds);
    acknowledgementsToLose = 2;
    expect(outcomesOf(await applyAll(events))).toEqual(Array(10).fill('Connection is closed.'));
    expect(acknowledged).not.toEqual(expect.arrayContaining([events[0]!.id]));

    expect(outcomesOf(await applyAll(events))).toEqual(Array(10).fill(false));
    await expectEachAppliedOnce(rig, orderIds);
    expect(acknowledged).toEqual(expect.arrayContaining(events.map((event) => event.id)));
  });

  it('commits nothing of a batch whose connection dies mid-way, then applies each of its events once', async () => {
    const orderIds = range(10_201, 10);
    const events = eventsFor(orderIds);
    let killed = false;
    const settled = await applyAll(events, async (manager, event) => {
      // The batch of the last nine has applied four when its connection is terminated.
      if (event.payload.orderId === 10_206 && !killed) {
        killed = true;
        await manager.query('SELECT pg_terminate_backend(pg_backend_pid())');
      }
      await rig.effect(manager, event);
    });

    expect(killed).toBe(true);
    expect(outcomesOf(settled)).toEqual(Array(10).fill(true));
    await expectEachAppliedOnce(rig, orderIds);
    expect(await transactionsOf(orderIds)).toEqual({ count: 10, largest: 1 });
  });

  it('fails only the event whose effect fails; the others of its batch are applied once', async () => {
    const orderIds = range(10_301, 10);
    rig.failuresLeft.set(10_306, {
      left: Number.MAX_SAFE_INTEGER,
      error: () => new TypeError('not a bug of the others'),
    });
    const outcomes = outcomesOf(await applyAll(eventsFor(orderIds)));
    rig.failuresLeft.delete(10_306);

    expect(outcomes).toEqual([
      ...Array(5).fill(true),
      'not a bug of the others',
      ...Array(4).fill(true),
    ]);
    const applications = await rig.applications();
    expect(orderIds.map((orderId) => applications.get(orderId) ?? 0)).toEqual([
      ...Array(5).fill(1),
      0,
      ...Array(4).fill(1),
    ]);
  });
});

describe('events of a batched type (the audit log) on the shared PostgreSQL and Redis', () => {
  let database: TestDatabase;
  let rig: DeliveryRig;

  beforeAll(async () => {
    database = await createTestDatabase('silkway_test_events');
    // No poll within the test: only commits and the batch timer wake the relay.
    rig = await new DeliveryRig(database.url, SHARED_REDIS, {
      pollMs: 3_600_000,
      redeliverAfterMs: 3_600_000,
      batched: { types: ['order.deleted'], everyMs: 1_000 },
    }).open();
    rig.startWorker();
  });
  afterAll(async () => {
    await rig?.close();
    await database?.drop();
  });

  it('publishes the rows of many commits together, once the batch is due, and delivers each once', async () => {
    const orderIds = range(20_001, 12);
    // Twelve transactions one after another. None wakes the relay, which only looks for rows when
    // its batch timer fires (once a second at most): each wake-up cost an add a transaction.
    await rig.relay.drain(); // its look at start-up
    const transactions = countTransactions(rig.dataSource);
    const startedAt = performance.now();
    for (const orderId of orderIds) await rig.produce([orderId]);
    const timerFirings = Math.floor((performance.now() - startedAt) / 1_000);
    expect(transactions.stop()).toBeLessThanOrEqual(orderIds.length + timerFirings);
    await rig.settled();
    await expectEachAppliedOnce(rig, orderIds);
    // Within the second of one batch: one job, or two where the timer fell between the commits.
    expect(await rig.jobsOfOutbox()).toBeLessThanOrEqual(2);
  });

  it('publishes each batched row in one job only when two relays (two replicas) share the outbox', async () => {
    const orderIds = range(21_001, 300);
    const replica = await rig.startRelay();
    try {
      // Three writers committing at once: each commit wakes both relays, whose batch timers race.
      await Promise.all(
        [0, 100, 200].map(async (from) => {
          for (const orderId of orderIds.slice(from, from + 100)) await rig.produce([orderId]);
        }),
      );
      await rig.settled();
    } finally {
      await replica.close();
    }
    await expectEachAppliedOnce(rig, orderIds);
    expect(await publishedOrderIds(rig, orderIds)).toEqual(orderIds);
  });
});

describe('event delivery when Redis loses its data', () => {
  let database: TestDatabase;
  let redis: ScratchServer;
  let rig: DeliveryRig;

  beforeAll(async () => {
    database = await createTestDatabase('silkway_test_events');
    redis = await scratchRedis();
    rig = await new DeliveryRig(database.url, redis.url, {
      pollMs: 100,
      redeliverAfterMs: 500,
    }).open();
  });
  afterAll(async () => {
    await rig?.close();
    await redis?.remove();
    await database?.drop();
  });

  it('publishes again what a restarted Redis forgot, and applies each event once', async () => {
    await rig.produce(range(1, 40));
    await waitUntil(async () => (await rig.outbox()).sent === 40, 'the 40 events are published');
    await waitUntil(
      async () => (await rig.jobCounts()).wait === (await rig.jobsOfOutbox()),
      'their jobs wait in Redis',
    );
    // A marker the relay never writes again proves the restart lost the data: the jobs themselves
    // may be published again by the relay before a loaded machine gets to look.
    const probe = new Redis(redis.url);
    await probe.set('restart-marker', '1');
    await redis.stop();
    await redis.start();
    expect(await probe.get('restart-marker')).toBeNull();
    probe.disconnect();

    rig.startWorker();
    await rig.settled();
    await expectEachAppliedOnce(rig, range(1, 40));
  });
});

describe('event delivery when PostgreSQL is down for a while', () => {
  let postgres: ScratchServer;
  let rig: DeliveryRig;

  beforeAll(async () => {
    postgres = await scratchPostgres();
    // Polling only once an hour: only commits of this process wake the relay.
    rig = await new DeliveryRig(postgres.url, SHARED_REDIS, {
      pollMs: 3_600_000,
      redeliverAfterMs: 3_600_000,
    }).open();
  });
  afterAll(async () => {
    await rig?.close();
    await postgres?.remove();
  });

  it('retries jobs without parking them and delivers everything once the database is back', async () => {
    await rig.produce(range(1, 20));
    await waitUntil(async () => (await rig.outbox()).sent === 20, 'the 20 events are published');

    const jobs = await rig.jobsOfOutbox();
    await postgres.stop();
    rig.startWorker();
    await waitUntil(
      async () => (await rig.jobCounts()).delayed === jobs,
      'every job has failed once and waits for its retry',
    );
    await postgres.start();

    await rig.settled();
    // Written by a transaction of this process: its commit wakes the relay.
    await rig.produce([21]);
    await waitUntil(
      async () => (await rig.applications()).get(21) === 1,
      'an event written after the restart is applied',
    );
    await rig.settled();
    await expectEachAppliedOnce(rig, range(1, 21));
    expect((await rig.jobCounts()).failed).toBe(0);
  });
});
