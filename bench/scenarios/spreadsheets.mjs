// Issue 13: exporting every order as CSV and as XLSX through the gateway (streamed from a cursor),
// watching the orders service's resident memory while it streams, and importing 10,000 stock lines
// in one transaction. Each time stands beside what PostgreSQL alone needs for the same rows, read
// or written by a plain client in this process: the service's overhead is the ratio.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';

export const name = 'spreadsheets';

const EXPORT_TARGET_S = 10;
const RSS_GROWTH_TARGET_MB = 100;
const IMPORT_TARGET_S = 5;
const IMPORT_LINES = 10_000;

const seconds = (milliseconds) => `${(milliseconds / 1000).toFixed(2)} s`;
const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The process listening on `url`'s port (ss shows it), to read its memory from /proc. */
function listeningPid(url) {
  const port = new URL(url).port;
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(line)?.[1];
  if (!pid) throw new Error(`no process found listening on port ${port} (ss -ltnp)`);
  return Number(pid);
}

const residentBytes = (pid) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;

/** Downloads `url` to nothing, sampling the service's RSS every 25 ms; answers time, size and RSS growth. */
async function download(url, headers, pid) {
  const baseline = residentBytes(pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 25);
  const started = performance.now();
  let bytes = 0;
  try {
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`${url} → ${response.status} ${await response.text()}`);
    for await (const chunk of response.body) bytes += chunk.length;
  } finally {
    clearInterval(sampler);
  }
  return { elapsed: performance.now() - started, bytes, growth: peak - baseline };
}

/** The export's own query read through a plain client: the database's share of the time. */
async function databaseOnly(ctx, sql) {
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    const { rowCount } = await client.query(sql);
    return { elapsed: performance.now() - started, rows: rowCount };
  } finally {
    await client.end();
  }
}

const ORDERS_SQL = `
  SELECT o.id, o.name, o.code, c.name, c.company, t.*
    FROM orders.orders o LEFT JOIN orders.counterparties c ON c.id = o.counterparty_id
   CROSS JOIN LATERAL (SELECT coalesce(sum(i.quantity), 0), coalesce(sum(i.weight), 0), coalesce(sum(i.volume), 0),
          coalesce(sum(i.total_amount), 0), coalesce(sum(i.remaining_amount), 0) FROM orders.order_items i WHERE i.order_id = o.id) t
   ORDER BY o.created_at DESC, o.id DESC`;

export default async function run(ctx) {
  const headers = { cookie: ctx.adminCookie };
  const pid = listeningPid(ctx.urls.orders);
  const rows = [];
  const database = await databaseOnly(ctx, ORDERS_SQL);
  ctx.log(`orders query alone: ${seconds(database.elapsed)} for ${database.rows} orders`);
  for (const format of ['csv', 'xlsx']) {
    const result = await download(
      `${ctx.urls.gateway}/api/admin/orders/export?format=${format}`,
      headers,
      pid,
    );
    ctx.log(
      `export ${format}: ${seconds(result.elapsed)}, ${megabytes(result.bytes)}, RSS +${megabytes(result.growth)}`,
    );
    rows.push({
      what: `export ${database.rows.toLocaleString('en-US')} orders as ${format.toUpperCase()} (${megabytes(result.bytes)})`,
      measured: seconds(result.elapsed),
      ceiling: `query alone ${seconds(database.elapsed)} → ${(result.elapsed / database.elapsed).toFixed(1)}×`,
      target: `< ${EXPORT_TARGET_S} s`,
      met: result.elapsed < EXPORT_TARGET_S * 1000,
    });
    rows.push({
      what: `orders service RSS growth while streaming ${format.toUpperCase()}`,
      measured: megabytes(result.growth),
      ceiling: `file ${megabytes(result.bytes)}`,
      target: `< ${RSS_GROWTH_TARGET_MB} MB`,
      met: result.growth < RSS_GROWTH_TARGET_MB * 1024 * 1024,
    });
  }
  rows.push(await importStock(ctx, headers));
  return rows;
}

async function importStock(ctx, headers) {
  const created = await fetch(`${ctx.urls.gateway}/api/admin/warehouses`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', origin: ctx.urls.gateway },
    body: JSON.stringify({ location: `Bench import ${Date.now()}` }),
  });
  if (!created.ok) throw new Error(`warehouse: ${created.status} ${await created.text()}`);
  const warehouse = await created.json();
  const lines = Array.from(
    { length: IMPORT_LINES },
    (_, index) =>
      `BI-${index},Товар ${index} 保温杯,${index % 50},${(index % 997) / 10},0.25,kg,14,Авто`,
  );
  const file = `Код,Название,Количество,"Цена за единицу, USD",Вес / объём,Единица (kg или m³),"Срок доставки, дней",Транспорт\n${lines.join('\n')}\n`;
  const started = performance.now();
  const answer = await fetch(
    `${ctx.urls.gateway}/api/admin/warehouses/${warehouse.id}/stock/import?dryRun=false`,
    {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/csv', origin: ctx.urls.gateway },
      body: file,
    },
  );
  const elapsed = performance.now() - started;
  const body = await answer.json();
  if (!answer.ok || body.created !== IMPORT_LINES)
    throw new Error(`import: ${answer.status} ${JSON.stringify(body).slice(0, 300)}`);

  // The same rows inserted by a plain client in one statement, rolled back: what the database needs.
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  let plain;
  try {
    await client.query('BEGIN');
    const insertStarted = performance.now();
    await client.query(
      `INSERT INTO inventory.inventory_items (warehouse_id, code, name, quantity, price_per_unit, volume, volume_type, delivery_period, transport)
       SELECT $1, 'BX-' || n, 'Товар ' || n, n % 50, (n % 997) / 10.0, 0.25, 'kg', 14, 'Авто' FROM generate_series(1, $2) n`,
      [warehouse.id, IMPORT_LINES],
    );
    plain = performance.now() - insertStarted;
    await client.query('ROLLBACK');
  } finally {
    await client.end();
  }
  ctx.log(
    `import ${IMPORT_LINES} stock lines: ${seconds(elapsed)} (plain INSERT ${seconds(plain)})`,
  );
  return {
    what: `import ${IMPORT_LINES.toLocaleString('en-US')} stock lines (CSV, ${megabytes(Buffer.byteLength(file))})`,
    measured: seconds(elapsed),
    ceiling: `plain INSERT … SELECT ${seconds(plain)} → ${(elapsed / plain).toFixed(1)}×`,
    target: `< ${IMPORT_TARGET_S} s`,
    met: elapsed < IMPORT_TARGET_S * 1000,
  };
}
