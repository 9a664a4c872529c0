// The event path at volume (docs/events.md): items taken from warehouse stock through the gateway,
// a sustained stream of reduce requests written the way the orders service writes them, the raw
// BullMQ ceiling on the same Redis, and the Redis keys left afterwards.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { eventCatalog } from '../../packages/contracts/dist/index.js';

export const name = 'events';

/** At full scale; BENCH_SCALE shrinks it (200 at least) for a quick run. */
const HTTP_ADDS = 2000;
const CONNECTIONS = 10;
const SUSTAINED_SECONDS = 30;
const SUSTAINED_RATE = 1050;
const TICK_MS = 20;
/** The relays look for rows this often while the bench writes them in place of the orders service. */
const SUSTAINED_POLL = { OUTBOX_POLL_MS: String(TICK_MS) };
const STOCK_LINES = 200;
const CEILING_JOBS = 20_000;
/** Per consumer queue: completed jobs kept (EVENT_JOB_OPTIONS) plus the queue's own keys. */
const KEYS_BOUND =
  new Set(Object.values(eventCatalog).map((event) => event.consumer)).size * (1000 + 50);

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : NaN;
/** Shown when some requests were still unanswered when the scenario stopped waiting. */
const answered = ({ count, requested }) =>
  count === requested
    ? ''
    : ` (only ${count.toLocaleString('en')} of ${requested.toLocaleString('en')} answered)`;
const ms = (value) => `${Math.round(value)} ms`;
const perSecond = (value) => `${Math.round(value).toLocaleString('en')}/s`;

/** Resolves false when `probe` is still false after the timeout: the row then shows what was reached. */
async function waitFor(probe, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A warehouse with stock lines deep enough that nothing is refused, written straight into inventory's tables. */
async function prepareStock(db) {
  const {
    rows: [warehouse],
  } = await db.query(
    `INSERT INTO inventory.warehouses (name, location) VALUES ('Bench', 'Bench') RETURNING id`,
  );
  const { rows } = await db.query(
    `INSERT INTO inventory.inventory_items (warehouse_id, code, name, quantity)
     SELECT $1, 'BENCH-' || n, 'Bench stock ' || n, 10000000 FROM generate_series(1, $2) AS n RETURNING id`,
    [warehouse.id, STOCK_LINES],
  );
  return rows.map((row) => row.id);
}

/** Reduction figures of the items: how many are reduced, when the last one was, lag percentiles from request to applied answer. */
async function reductions(db, itemIds) {
  const { rows } = await db.query(
    `SELECT extract(epoch FROM answered.processed_at - request.occurred_at) * 1000 AS lag_ms, answered.processed_at
       FROM orders.outbox request
       JOIN inventory.outbox answer ON answer.type = 'stock.reduced' AND answer.payload->>'orderItemId' = request.payload->>'orderItemId'
       JOIN orders.processed_events answered ON answered.event_id = answer.id
      WHERE request.type = 'stock.reduce-requested' AND (request.payload->>'orderItemId')::int = ANY($1)`,
    [itemIds],
  );
  const lags = rows.map((row) => Number(row.lag_ms)).sort((a, b) => a - b);
  const last = rows.reduce((latest, row) => Math.max(latest, row.processed_at.getTime()), 0);
  return { count: rows.length, last, p50: percentile(lags, 0.5), p99: percentile(lags, 0.99) };
}

async function reducedCount(db, itemIds) {
  const { rows } = await db.query(
    `SELECT count(*)::int AS n FROM orders.order_items WHERE id = ANY($1) AND stock_status = 'reduced'`,
    [itemIds],
  );
  return rows[0].n;
}

/**
 * 2,000 items from stock at 10 connections, each waiting for its answer: through the gateway with
 * the admin's cookie, or (`direct`) to the orders service with the headers the gateway sets.
 */
async function addItems(ctx, db, orderId, stockIds, adds, { direct = false } = {}) {
  const target = direct
    ? {
        url: `${ctx.urls.orders}/api/admin/orders/${orderId}/items`,
        headers: { 'x-internal-token': ctx.internalToken, 'x-admin-username': 'bench-admin' },
      }
    : {
        url: `${ctx.urls.gateway}/api/admin/orders/${orderId}/items`,
        headers: { cookie: ctx.adminCookie },
      };
  const latencies = [];
  const itemIds = [];
  let next = 0;
  const startedAt = Date.now();
  const started = performance.now();
  const connection = async () => {
    while (next < adds) {
      const index = next++;
      const sent = performance.now();
      const response = await fetch(target.url, {
        method: 'POST',
        headers: { ...target.headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          code: `${direct ? 'EVD' : 'EV'}-${index}`,
          name: 'Со склада',
          quantity: 1,
          fromInventory: true,
          inventoryItemId: stockIds[index % stockIds.length],
        }),
      });
      const body = await response.json();
      if (response.status !== 201 && response.status !== 200)
        throw new Error(
          `events scenario: adding an item answered ${response.status}: ${JSON.stringify(body)}`,
        );
      latencies.push(performance.now() - sent);
      itemIds.push(body.id);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, connection));
  const httpSeconds = (performance.now() - started) / 1000;
  await waitFor(async () => (await reducedCount(db, itemIds)) === itemIds.length);
  const figures = await reductions(db, itemIds);
  latencies.sort((a, b) => a - b);
  return {
    requested: itemIds.length,
    count: figures.count,
    addsPerSecond: adds / httpSeconds,
    addP50: percentile(latencies, 0.5),
    addP99: percentile(latencies, 0.99),
    reductionsPerSecond: figures.count / ((figures.last - startedAt) / 1000),
    lagP50: figures.p50,
    lagP99: figures.p99,
  };
}

/**
 * 30 s of reduce requests written as the orders service writes them (item row + outbox row in one
 * transaction, a batch every 20 ms): the event path alone, without HTTP. The orders service's commit
 * wakes its relay; these commits are the bench's, so the stack runs them with the relay polling
 * every TICK_MS instead (SUSTAINED_POLL).
 */
async function sustainedRequests(db, orderId, stockIds) {
  const perTick = Math.round((SUSTAINED_RATE * TICK_MS) / 1000);
  const itemIds = [];
  const startedAt = Date.now();
  const started = performance.now();
  for (let tick = 0; performance.now() - started < SUSTAINED_SECONDS * 1000; tick++) {
    const due = started + tick * TICK_MS;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const { rows } = await db.query(
      `WITH items AS (
         INSERT INTO orders.order_items (order_id, code, name, quantity, from_inventory, inventory_item_id, stock_status)
         SELECT $1, 'EVS-' || n, 'Со склада', 1, true, ($3::int[])[1 + (n % array_length($3::int[], 1))], 'pending'
           FROM generate_series($4::int, $4::int + $2 - 1) AS n
         RETURNING id, inventory_item_id
       ), events AS (
         INSERT INTO orders.outbox (id, type, consumer, payload, occurred_at)
         SELECT gen_random_uuid(), 'stock.reduce-requested', 'inventory',
                jsonb_build_object('orderItemId', id, 'inventoryItemId', inventory_item_id, 'quantity', 1), clock_timestamp()
           FROM items
         RETURNING 1
       )
       SELECT id FROM items`,
      [orderId, perTick, stockIds, tick * perTick],
    );
    itemIds.push(...rows.map((row) => row.id));
  }
  const offeredSeconds = (performance.now() - started) / 1000;
  await waitFor(async () => (await reducedCount(db, itemIds)) === itemIds.length);
  const figures = await reductions(db, itemIds);
  return {
    offeredPerSecond: itemIds.length / offeredSeconds,
    requested: itemIds.length,
    reductionsPerSecond: figures.count / ((figures.last - startedAt) / 1000),
    count: figures.count,
    lagP50: figures.p50,
    lagP99: figures.p99,
  };
}

/** The ceiling: BullMQ alone on the same Redis, jobs added in bulk and processed by a no-op worker. */
async function rawBullmq(ctx) {
  const url = new URL(ctx.redisUrl);
  const connection = {
    host: url.hostname,
    port: Number(url.port || 6379),
    db: Number(url.pathname.slice(1) || 0),
    maxRetriesPerRequest: null,
  };
  const prefix = `${ctx.queuePrefix}-ceiling-${randomBytes(3).toString('hex')}`;
  const queue = new Queue('ceiling', { connection, prefix });
  let done = 0;
  const lags = [];
  const worker = new Worker(
    'ceiling',
    async (job) => {
      lags.push(Date.now() - job.data.at);
      done++;
    },
    { connection, prefix, concurrency: 8 },
  );
  const started = performance.now();
  for (let added = 0; added < CEILING_JOBS; added += 500) {
    await queue.addBulk(
      Array.from({ length: 500 }, () => ({
        name: 'job',
        data: { at: Date.now() },
        opts: { removeOnComplete: { count: 1000 } },
      })),
    );
  }
  await waitFor(async () => done >= CEILING_JOBS);
  const seconds = (performance.now() - started) / 1000;
  await worker.close();
  await queue.obliterate({ force: true });
  await queue.close();
  return { jobsPerSecond: CEILING_JOBS / seconds };
}

async function queueKeys(ctx) {
  const redis = new Redis(ctx.redisUrl);
  try {
    let cursor = '0';
    let count = 0;
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${ctx.queuePrefix}:*`, 'COUNT', 1000);
      count += keys.length;
      cursor = next;
    } while (cursor !== '0');
    return count;
  } finally {
    redis.disconnect();
  }
}

export default async function run(ctx) {
  const db = new pg.Client({ connectionString: ctx.databaseUrl });
  await db.connect();
  try {
    const adds = Math.max(200, Math.round(HTTP_ADDS * Math.min(1, ctx.scale)));
    const stockIds = await prepareStock(db);
    const order = await fetch(`${ctx.urls.gateway}/api/admin/orders`, {
      method: 'POST',
      headers: { cookie: ctx.adminCookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench: events' }),
    }).then((response) => response.json());

    ctx.log('raw BullMQ ceiling…');
    const ceiling = await rawBullmq(ctx);
    ctx.log(`${adds} items from stock through the gateway…`);
    const http = await addItems(ctx, db, order.id, stockIds, adds);
    ctx.log(`${adds} items from stock sent to the orders service directly…`);
    const direct = await addItems(ctx, db, order.id, stockIds, adds, { direct: true });
    ctx.log(`${SUSTAINED_SECONDS} s of reduce requests at ${SUSTAINED_RATE}/s…`);
    await ctx.restartStack(SUSTAINED_POLL);
    const sustained = await sustainedRequests(db, order.id, stockIds).finally(() =>
      ctx.restartStack(),
    );
    const keys = await queueKeys(ctx);
    const { rows } = await db.query(
      `SELECT (SELECT count(*) FROM orders.outbox) + (SELECT count(*) FROM inventory.outbox) AS events`,
    );
    ctx.log(`${JSON.stringify({ ceiling, http, direct, sustained, keys })}`);
    const ceilingText = `raw BullMQ ${perSecond(ceiling.jobsPerSecond)} jobs (${perSecond(ceiling.jobsPerSecond / 2)} two-hop)`;

    return [
      {
        what: `stock taken through events: ${adds.toLocaleString('en')} items from stock via the gateway, ${CONNECTIONS} connections`,
        measured: `${perSecond(http.reductionsPerSecond)} reductions${answered(http)}, lag p50 ${ms(http.lagP50)} p99 ${ms(http.lagP99)}`,
        ceiling: ceilingText,
        target: 'lag p99 ≤ 500 ms',
        met: http.count === http.requested && http.lagP99 <= 500,
      },
      {
        what: `stock taken through events: ${SUSTAINED_SECONDS} s of reduce requests offered at ${perSecond(sustained.offeredPerSecond)}`,
        measured: `${perSecond(sustained.reductionsPerSecond)} reductions${answered(sustained)}, lag p50 ${ms(sustained.lagP50)} p99 ${ms(sustained.lagP99)}`,
        ceiling: ceilingText,
        target: '≥ 1,000/s sustained 30 s, lag p99 ≤ 500 ms',
        met:
          sustained.count === sustained.requested &&
          sustained.reductionsPerSecond >= 1000 &&
          sustained.lagP99 <= 500,
      },
      {
        what: `adding an item from stock through the gateway, ${CONNECTIONS} connections`,
        measured: `${perSecond(http.addsPerSecond)}, p50 ${ms(http.addP50)} p99 ${ms(http.addP99)}`,
        ceiling: `orders service directly: ${perSecond(direct.addsPerSecond)}, p50 ${ms(direct.addP50)} p99 ${ms(direct.addP99)}; lag p50 ${ms(direct.lagP50)} p99 ${ms(direct.lagP99)}`,
        target: '≥ 400/s, p99 ≤ 60 ms',
        met: http.addsPerSecond >= 400 && http.addP99 <= 60,
      },
      {
        what: 'Redis keys of the event queues after the run',
        measured: `${keys.toLocaleString('en')} keys after ${Number(rows[0].events).toLocaleString('en')} events`,
        target: `bounded: ≤ ${KEYS_BOUND.toLocaleString('en')} whatever the number of events`,
        met: keys <= KEYS_BOUND,
      },
    ];
  } finally {
    await db.end();
  }
}
