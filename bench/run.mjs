// `npm run bench [-- <scenario>...]`: the whole product at volume on a scratch database. Starts the
// built stack on its own ports, database, queue and key prefixes, fills the volume
// (data/generate.mjs), signs in an admin, runs the scenarios (scenarios/*.mjs) in a fixed order and
// prints one table, also written to results/latest.md. Everything it made is removed at the end,
// also after a failure or Ctrl-C. See README.md.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  buildWhatIsMissing,
  checkInfrastructure,
  dropDatabase,
  ensureDatabase,
  removeScratchStack,
  scratchStackSettings,
  startStack,
} from '../scripts/stack.mjs';
import pg from 'pg';
import { generate, generatedVolume } from './data/generate.mjs';

const BENCH = fileURLToPath(new URL('.', import.meta.url));
/**
 * Scenarios run in this order; others after them, alphabetically, and events last: on a slow
 * machine it leaves a backlog of events the services go on applying, which slowed what came after.
 */
const ORDER = ['orders-list', 'search', 'admin-screens', 'tracking', 'gateway', 'spreadsheets'];
const LAST = 'events';

let scale = Number(process.env.BENCH_SCALE ?? 1);
if (!(scale > 0 && scale <= 1))
  throw new Error(`BENCH_SCALE must be in (0, 1], not ${process.env.BENCH_SCALE}`);
/** A database a former run filled and kept: used as it is, without generating the volume again. */
const reusedDatabase = process.env.BENCH_DATABASE;
if (reusedDatabase !== undefined && !/^silkway_bench_[a-z0-9]+$/.test(reusedDatabase))
  throw new Error(
    `BENCH_DATABASE must name a database a bench run kept (silkway_bench_…), not ${reusedDatabase}`,
  );
/** Leave the database for the next run (BENCH_DATABASE) instead of dropping it. */
const keepDatabase = process.env.BENCH_KEEP_DATABASE === '1';
const portOffset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const wanted = process.argv.slice(2);

function log(message) {
  console.log(`\x1b[1m[bench]\x1b[0m ${message}`);
}

async function loadScenarios() {
  const files = readdirSync(join(BENCH, 'scenarios')).filter((file) => file.endsWith('.mjs'));
  const scenarios = [];
  for (const file of files) {
    const module = await import(pathToFileURL(join(BENCH, 'scenarios', file)).href);
    scenarios.push({ name: module.name ?? file.replace(/\.mjs$/, ''), run: module.default });
  }
  const rank = (name) =>
    name === LAST ? ORDER.length + 1 : ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length;
  scenarios.sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
  const unknown = wanted.filter((name) => !scenarios.some((scenario) => scenario.name === name));
  if (unknown.length > 0)
    throw new Error(
      `no scenario named ${unknown.join(', ')}; there are: ${scenarios.map((s) => s.name).join(', ')}`,
    );
  return wanted.length === 0
    ? scenarios
    : scenarios.filter((scenario) => wanted.includes(scenario.name));
}

async function signIn(gatewayUrl, username, password) {
  const response = await fetch(`${gatewayUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok)
    throw new Error(`admin sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * Readies a database a former run kept: its admin had that run's random password (this run creates
 * its own), and the events it left undelivered (a backlog the events scenario may leave) would be
 * published again to this run's queues and applied while this run measures.
 */
async function readyReusedDatabase(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('DELETE FROM identity.admin_users');
    const { rows } = await client.query(
      `SELECT table_schema FROM information_schema.tables WHERE table_name = 'outbox'`,
    );
    let discarded = 0;
    for (const { table_schema: schema } of rows)
      discarded += (await client.query(`DELETE FROM "${schema}".outbox WHERE delivered_at IS NULL`))
        .rowCount;
    if (discarded > 0) log(`discarded ${discarded} events a former run left undelivered`);
  } finally {
    await client.end();
  }
}

function table(rows) {
  const header = ['what', 'measured', 'ceiling / comparison', 'target', 'met?'];
  const cells = rows.map((row) =>
    [row.what, row.measured, row.ceiling ?? '', row.target, row.met ? 'yes' : '**NO**'].map(
      (cell) => String(cell).replaceAll('|', '\\|'),
    ),
  );
  return [header, header.map(() => '---'), ...cells]
    .map((line) => `| ${line.join(' | ')} |`)
    .join('\n');
}

const adminPassword = randomBytes(18).toString('base64url');
const settings = scratchStackSettings('bench', {
  offset: portOffset,
  database: reusedDatabase,
  ADMIN_USERNAME: 'bench-admin',
  ADMIN_PASSWORD: adminPassword,
  ADMIN_FULL_NAME: 'Bench Администратор',
  // The bench measures the lookup path, not the per-address limiter in front of it.
  TRACKING_LOOKUPS_PER_MINUTE: '100000000',
});
const databaseName = new URL(settings.databaseUrl).pathname.slice(1);

let stack;
let restarting;
let s3;
let cleaned;
/** Stops the stack and removes the database, queue and session keys and S3 folder of this run (once). */
function cleanUp() {
  cleaned ??= (async () => {
    // A restart under way would start a stack after this stop: let it finish first.
    await restarting?.catch(() => undefined);
    await stack
      ?.stop()
      .catch((error) => console.error(`could not stop the stack: ${error.message}`));
    stack = undefined;
    await s3
      ?.close()
      .catch((error) => console.error(`could not stop the S3 server: ${error.message}`));
    await removeScratchStack(settings, { keepDatabase });
    if (keepDatabase)
      log(
        `database kept: BENCH_DATABASE=${databaseName} npm run bench … reuses it (dropped by the first run without BENCH_KEEP_DATABASE=1)`,
      );
  })();
  return cleaned;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    log(`${signal}: cleaning up…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

let exitCode = 1;
try {
  await checkInfrastructure(settings);
  // Before the scenarios: they import the built packages (a fresh clone has none yet).
  buildWhatIsMissing();
  const scenarios = await loadScenarios();
  const created = await ensureDatabase(settings.databaseUrl);
  if (reusedDatabase && created) {
    await dropDatabase(settings.databaseUrl);
    throw new Error(
      `BENCH_DATABASE=${reusedDatabase}: no such database (a run with BENCH_KEEP_DATABASE=1 keeps one)`,
    );
  }
  if (reusedDatabase) await readyReusedDatabase(settings.databaseUrl);
  log(
    `database ${databaseName}, queue prefix ${settings.env.QUEUE_PREFIX}, gateway ${settings.ports.gateway}`,
  );
  // One S3 server for the whole run, so restarting the services leaves it alone.
  const { startEmbeddedS3 } = await import('../packages/dev-servers/dist/index.js');
  s3 = await startEmbeddedS3({ port: settings.ports.s3, directory: settings.s3Directory });
  Object.assign(settings.env, {
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY: s3.accessKey,
    S3_SECRET_KEY: s3.secretKey,
  });
  stack = await startStack(settings, { quiet: true });

  let data;
  if (reusedDatabase) {
    data = await generatedVolume(settings.databaseUrl);
    if (!data) throw new Error(`BENCH_DATABASE=${reusedDatabase} holds no generated volume`);
    scale = data.scale;
    log(`reusing the volume of ${reusedDatabase} (scale ${scale}; BENCH_SCALE is not applied)`);
  } else {
    log(`generating the volume at scale ${scale}…`);
    const started = performance.now();
    data = await generate(settings.databaseUrl, { scale, log });
    log(`volume ready in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }

  const urls = {
    gateway: stack.url,
    orders: settings.env.ORDERS_URL,
    inventory: settings.env.INVENTORY_URL,
    files: settings.env.FILES_URL,
  };
  const ctx = {
    databaseUrl: settings.databaseUrl,
    redisUrl: settings.redisUrl,
    queuePrefix: settings.env.QUEUE_PREFIX,
    redisKeyPrefix: settings.env.REDIS_KEY_PREFIX,
    urls,
    internalToken: settings.env.INTERNAL_TOKEN,
    adminCookie: await signIn(stack.url, 'bench-admin', adminPassword),
    // For scenarios that sign in through the back office's form.
    admin: { username: 'bench-admin', password: adminPassword },
    data,
    scale,
    restartStack(extraEnv = {}) {
      // A scenario's `finally` may ask for a restart after Ctrl-C began the clean-up: nothing may start then.
      if (cleaned) return Promise.reject(new Error('the run is stopping'));
      restarting = (async () => {
        await stack.stop();
        stack = await startStack(
          { ...settings, env: { ...settings.env, ...extraEnv } },
          { quiet: true },
        );
      })();
      return restarting;
    },
    log,
  };

  const rows = [];
  for (const scenario of scenarios) {
    if (cleaned) break; // Ctrl-C: the stack is being stopped, what would start now would be left running
    log(`── ${scenario.name}`);
    const scenarioStarted = performance.now();
    try {
      rows.push(
        ...(await scenario.run({ ...ctx, log: (message) => log(`${scenario.name}: ${message}`) })),
      );
    } catch (error) {
      console.error(error);
      rows.push({
        what: `${scenario.name}: stopped by an error`,
        measured: error.message.split('\n')[0],
        target: 'runs to the end',
        met: false,
      });
    }
    log(`   ${scenario.name} took ${((performance.now() - scenarioStarted) / 1000).toFixed(0)} s`);
  }

  const printed = table(rows);
  const verdict = rows.every((row) => row.met)
    ? 'every target met'
    : `${rows.filter((row) => !row.met).length} of ${rows.length} targets missed`;
  console.log(`\n${printed}\n\n${verdict}\n`);
  mkdirSync(join(BENCH, 'results'), { recursive: true });
  writeFileSync(
    join(BENCH, 'results', 'latest.md'),
    `# Latest bench run\n\n${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, \`BENCH_SCALE=${scale} npm run bench${wanted.length ? ` -- ${wanted.join(' ')}` : ''}\`, ` +
      `${data.volume.orders.toLocaleString('en')} orders, ${(data.volume.orders * data.volume.itemsPerOrder).toLocaleString('en')} items, ` +
      `${data.volume.counterparties.toLocaleString('en')} counterparties, ${data.volume.stockLines.toLocaleString('en')} stock lines: ${verdict}.\n\n${printed}\n`,
  );
  exitCode = rows.every((row) => row.met) ? 0 : 1;
} catch (error) {
  console.error(`\n\x1b[31m${error.stack ?? error.message}\x1b[0m`);
} finally {
  await cleanUp();
}
process.exit(exitCode);
