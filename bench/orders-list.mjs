// GET /api/admin/orders at 100,000 orders: starts the built orders service on a scratch database,
// fills it with SQL, then measures p50/p95 of a first page, a deep page, a status filter and two
// searches. Run with `npm run bench -w bench` (builds the orders service first if needed).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const ITEMS_PER_ORDER = 2;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const PORT = 3901 + Math.floor(Math.random() * 90);
const TOKEN = 'bench-internal-token';
const QUEUE_PREFIX = `bench-${randomBytes(4).toString('hex')}`;

const withDatabase = (url, name) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();

async function admin(sql) {
  const client = new pg.Client({ connectionString: withDatabase(SERVER_URL, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The service's queues leave their keys in Redis; the bench takes them away with its database. */
async function dropQueueKeys() {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    const keys = await redis.keys(`${QUEUE_PREFIX}:*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

function buildIfMissing() {
  if (existsSync(`${ROOT}services/orders/dist/main.js`)) return;
  console.log('building contracts, service-kit and orders…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@silkway/contracts', '-w', '@silkway/service-kit', '-w', '@silkway/orders'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');
}

async function startService(databaseUrl) {
  const child = spawn(process.execPath, ['services/orders/dist/main.js'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, ORDERS_PORT: String(PORT), INTERNAL_TOKEN: TOKEN, QUEUE_PREFIX, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 150; attempt++) {
    const healthy = await fetch(`http://127.0.0.1:${PORT}/healthz`).then((response) => response.ok, () => false);
    if (healthy) return child;
    if (child.exitCode !== null) throw new Error(`orders service exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('orders service did not become healthy');
}

async function fill(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    await client.query(`INSERT INTO orders.counterparties (name, company) SELECT 'Клиент ' || g, 'Компания ' || g FROM generate_series(1, 500) g`);
    await client.query(
      `INSERT INTO orders.orders (name, code, counterparty_id, status, destination, created_at)
       SELECT 'Заказ № ' || g, 'BN-' || lpad(g::text, 6, '0'), 1 + g % 500, CASE WHEN g % 3 = 0 THEN 'completed' ELSE 'active' END,
              'Таджикистан/Душанбе', now() - make_interval(mins => g)
         FROM generate_series(1, $1::int) g`,
      [ORDERS],
    );
    await client.query(
      `INSERT INTO orders.order_items (order_id, code, name, quantity, weight, volume, volume_type, price_per_unit, total_price, total_amount, remaining_amount)
       SELECT o.id, 'IT-' || o.id || '-' || n, 'Товар ' || n, 1 + n, 10.5 * n, 0.25 * n, CASE WHEN n = 1 THEN 'kg' ELSE 'm³' END, 12.5, 12.5 * n, 20 * n, 10 * n
         FROM orders.orders o CROSS JOIN generate_series(1, $1::int) n`,
      [ITEMS_PER_ORDER],
    );
    await client.query('ANALYZE');
    console.log(`filled ${ORDERS.toLocaleString('en')} orders and ${(ORDERS * ITEMS_PER_ORDER).toLocaleString('en')} items in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}

async function measure(label, path) {
  const url = `http://127.0.0.1:${PORT}${path}`;
  const call = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { 'x-internal-token': TOKEN } });
    const body = await response.json();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, rows: body.length, total: response.headers.get('x-total-count') };
  };
  for (let warmup = 0; warmup < 10; warmup++) await call();
  const timings = [];
  let last;
  for (let sample = 0; sample < SAMPLES; sample++) {
    last = await call();
    timings.push(last.ms);
  }
  timings.sort((a, b) => a - b);
  const percentile = (p) => timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))].toFixed(1);
  console.log(`${label.padEnd(38)} p50 ${percentile(50).padStart(6)} ms  p95 ${percentile(95).padStart(6)} ms  (${last.rows} rows of ${last.total})`);
}

buildIfMissing();
const name = `silkway_bench_${randomBytes(4).toString('hex')}`;
await admin(`CREATE DATABASE ${name}`);
const databaseUrl = withDatabase(SERVER_URL, name);
let service;
// Ctrl-C still stops the service and drops the scratch database.
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => service?.kill('SIGTERM'));
try {
  service = await startService(databaseUrl);
  await fill(databaseUrl);
  console.log(`GET /api/admin/orders, ${SAMPLES} sequential calls each:`);
  await measure('first page (limit 50)', '/api/admin/orders');
  await measure('deep page (offset 50,000)', '/api/admin/orders?offset=50000');
  await measure('status=completed', '/api/admin/orders?status=completed');
  await measure('search by code q=BN-0999', '/api/admin/orders?q=BN-0999');
  await measure('search by counterparty q=Компания 42', `/api/admin/orders?q=${encodeURIComponent('Компания 42')}`);
  await measure('page of 500', '/api/admin/orders?limit=500');
} finally {
  service?.kill('SIGTERM');
  await new Promise((resolve) => (service && service.exitCode === null ? service.once('exit', resolve) : resolve()));
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await dropQueueKeys();
}
