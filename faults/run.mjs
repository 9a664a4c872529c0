// `npm run test:faults`: the product under faults and attacks, on a stack of its own (its own
// PostgreSQL cluster and Redis, two replicas of orders and inventory), printing one table:
// scenario, requests, lost, doubled, 5xx, breaches. `--short` is the form `npm test` runs.
// Exits non-zero when any row has something lost, doubled, a 5xx or a breach.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ROOT,
  buildWhatIsMissing,
  ensureDatabase,
  log,
  portVariables,
  stackSettings,
  startStack,
} from '../scripts/stack.mjs';
import {
  badInputs,
  filesWithoutSession,
  foreignOrigins,
  parallelBruteForce,
  sessionSweep,
  signInLinkTiming,
  usernameTiming,
} from './attacks.mjs';
import { AUDITED_RECORDS, changesWithTheirEntries } from './audit-world.mjs';
import { deletesWithDependents } from './deletes-world.mjs';
import { streamsThroughAFault } from './live-changes-world.mjs';
import { startWebhookReceiver, webhooksThroughAFault } from './webhooks-world.mjs';
import { paymentsForOneOrder } from './payments-world.mjs';
import { AdminClient, Tally } from './client.mjs';
import { startOwnPostgres, startOwnRedis, waitFor } from './infrastructure.mjs';
import { givenBack, racingTakes, renamesDuringTakes, takesAndEdits } from './stock-world.mjs';

const short = process.argv.includes('--short');
const size = (shortForm, fullForm) => (short ? shortForm : fullForm);
const PORT_BASE = Number(process.env.FAULTS_PORT_BASE ?? 17000);
const ports = {
  gateway: PORT_BASE + 80,
  orders: PORT_BASE + 1,
  inventory: PORT_BASE + 2,
  files: PORT_BASE + 3,
  notifications: PORT_BASE + 4,
  identity: PORT_BASE + 5,
  mail: PORT_BASE + 25,
  s3: PORT_BASE + 900,
};
const replicaPorts = { orders: PORT_BASE + 11, inventory: PORT_BASE + 12 };
const WEBHOOK_RECEIVER_PORT = PORT_BASE + 81;
const LOGIN_FAILURES_PER_USERNAME = 5;
const adminPassword = randomBytes(18).toString('base64url');

const postgres = await startOwnPostgres(PORT_BASE + 432);
const redis = await startOwnRedis(PORT_BASE + 379);
const s3Directory = mkdtempSync(join(tmpdir(), 'silkway-faults-s3-'));
const mailDirectory = mkdtempSync(join(tmpdir(), 'silkway-faults-mail-'));
const url = (port) => `http://127.0.0.1:${port}`;
const settings = stackSettings({
  // Its own mail catcher among them, so `npm start` beside it (port 2525) is no clash.
  ...portVariables(ports),
  SMTP_URL: '',
  MAIL_DIRECTORY: mailDirectory,
  S3_ENDPOINT: '',
  S3_DIRECTORY: s3Directory,
  ORDERS_URL: `${url(ports.orders)},${url(replicaPorts.orders)}`,
  INVENTORY_URL: `${url(ports.inventory)},${url(replicaPorts.inventory)}`,
  DATABASE_URL: postgres.url,
  REDIS_URL: redis.url,
  QUEUE_PREFIX: 'silkway-faults',
  REDIS_KEY_PREFIX: 'silkway-faults:',
  INTERNAL_TOKEN: randomBytes(24).toString('base64url'),
  ADMIN_USERNAME: 'faults-admin',
  ADMIN_PASSWORD: adminPassword,
  ADMIN_FULL_NAME: 'Проверка отказов',
  LOGIN_FAILURES_PER_USERNAME: String(LOGIN_FAILURES_PER_USERNAME),
  // The suite signs in and probes from one address; the per-username limit is what it checks.
  LOGIN_FAILURES_PER_ADDRESS: '100000',
  TRACKING_LOOKUPS_PER_MINUTE: '100000',
  // One address asks for every sign-in link of the timing scenario.
  PORTAL_SIGN_INS_PER_MINUTE: '100000',
  LOG_LEVEL: process.env.FAULTS_LOG_LEVEL ?? 'fatal',
  // Webhooks go to the suite's receiver on loopback; failed tries come back within seconds, not hours.
  WEBHOOKS_ALLOW_PRIVATE_URLS: 'true',
  WEBHOOKS_RETRY_FIRST_MS: '1000',
  WEBHOOKS_RETRY_LONGEST_MS: '5000',
  WEBHOOKS_SWEEP_MS: '5000',
});

const replicas = new Map();
function startReplica(name) {
  const child = spawn(process.execPath, [`services/${name}/dist/main.js`], {
    cwd: ROOT,
    env: { ...settings.env, [`${name.toUpperCase()}_PORT`]: String(replicaPorts[name]) },
    stdio: 'ignore',
  });
  replicas.set(name, child);
  return waitFor(`${name} replica`, () => healthy(replicaPorts[name]), 90_000);
}
async function healthy(port) {
  try {
    return (
      (await fetch(`${url(port)}/healthz`, { signal: AbortSignal.timeout(2000) })).status < 500
    );
  } catch {
    return false;
  }
}

let stack;
let stopping;
/** Stops the stack, the replicas and the own PostgreSQL and Redis, and removes their folders; once. */
function stopEverything() {
  stopping ??= (async () => {
    await stack?.stop();
    for (const child of replicas.values()) child.kill('SIGKILL');
    await postgres.destroy();
    await redis.destroy();
    for (const folder of [s3Directory, mailDirectory])
      rmSync(folder, { recursive: true, force: true });
  })();
  return stopping;
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => void stopEverything().finally(() => process.exit(130)));
const rows = [];
try {
  await ensureDatabase(settings.databaseUrl);
  buildWhatIsMissing();
  // The stack's own logs only when asked for (FAULTS_LOG_LEVEL), e.g. to read the cause of a 5xx.
  stack = await startStack(settings, {
    quiet: !process.env.FAULTS_LOG_LEVEL,
    restartCrashed: true,
  });
  await Promise.all(['orders', 'inventory'].map(startReplica));
  const client = new AdminClient(stack.url, { username: 'faults-admin', password: adminPassword });
  await client.signIn();
  const signInAnother = async () => {
    const other = new AdminClient(stack.url, { username: 'faults-admin', password: adminPassword });
    await other.signIn();
    return other.cookie;
  };
  const routes = (await import(join(ROOT, 'gateway/dist/routes/route-table.js'))).ROUTE_TABLE;
  const tools = { ROOT, processEnv: settings.env };
  const stackHealthy = async () => {
    try {
      return (await fetch(`${stack.url}/api/health`, { signal: AbortSignal.timeout(5000) })).ok;
    } catch {
      return false;
    }
  };

  /** kill -9 of the stack's process `name`; resolves when its restarted successor answers. Calls it had in hand may get 503 meanwhile. */
  const killAndAwaitRestart = async (tally, name) => {
    const supervised = stack.children.find((child) => child.name === name);
    const killed = supervised.process;
    tally.partDown = true;
    killed.kill('SIGKILL');
    await waitFor(
      `${name} restarted`,
      async () => supervised.process !== killed && (await healthy(ports[name] ?? ports.gateway)),
      120_000,
    );
    tally.partDown = false;
  };

  const scenarios = [
    [
      'an edit right after a take from stock',
      (tally) => takesAndEdits(client, tally, { count: size(40, 150) }),
    ],
    [
      'a stock line renamed during takes',
      (tally) => renamesDuringTakes(client, tally, { count: 30 }),
    ],
    [
      '50 takes of 10 racing for 100 units',
      (tally) => racingTakes(client, tally, { takes: 50, quantityEach: 10, stock: 100 }),
    ],
    ...['orders', 'inventory', 'files', 'gateway'].map((name) => [
      `kill -9 of ${name} during takes and edits`,
      (tally) =>
        takesAndEdits(client, tally, {
          count: size(30, 100),
          during: () => killAndAwaitRestart(tally, name),
        }),
    ]),
    ...['orders', 'inventory'].map((name) => [
      `kill -9 of ${name} while deleted and lowered items give stock back`,
      (tally) =>
        givenBack(client, tally, {
          count: size(20, 60),
          during: () => killAndAwaitRestart(tally, name),
        }),
    ]),
    ...Object.entries(AUDITED_RECORDS).map(([name, records]) => [
      `kill -9 of ${name} mid-change: the change and its audit entry both or neither`,
      (tally) =>
        changesWithTheirEntries(client, tally, {
          records,
          count: size(30, 100),
          during: () => killAndAwaitRestart(tally, name),
        }),
    ]),
    [
      'deletes with dependents: nothing dangles',
      (tally) => deletesWithDependents(client, tally, { rounds: size(1, 3) }),
    ],
    ...['orders', 'inventory', 'files', 'gateway'].map((name) => [
      `kill -9 of ${name} during deletes with dependents: nothing dangles`,
      (tally) =>
        deletesWithDependents(client, tally, {
          rounds: size(1, 3),
          during: () => killAndAwaitRestart(tally, name),
        }),
    ]),
    [
      'twenty payments for one order at once',
      (tally) => paymentsForOneOrder(client, tally, { count: 20, concurrency: 20 }),
    ],
    [
      'kill -9 of orders between twenty payments for one order',
      (tally) =>
        paymentsForOneOrder(client, tally, {
          count: 20,
          concurrency: 2,
          during: () => killAndAwaitRestart(tally, 'orders'),
        }),
    ],
    [
      'one replica of orders and of inventory killed',
      (tally) =>
        takesAndEdits(client, tally, {
          count: size(30, 100),
          during: async () => {
            // The calls a replica had in hand when it died are answered 503; the others go to the survivor.
            tally.partDown = true;
            for (const child of replicas.values()) child.kill('SIGKILL');
          },
        }).then(async () => {
          await Promise.all(['orders', 'inventory'].map(startReplica));
          tally.partDown = false;
        }),
    ],
    [
      'Redis restarted without persistence',
      (tally) =>
        takesAndEdits(client, tally, {
          count: size(40, 150),
          during: async () => {
            await redis.stop();
            await redis.start();
          },
        }),
    ],
    [
      'Redis restarted without persistence while live streams are open',
      (tally) =>
        streamsThroughAFault(client, tally, {
          streams: size(10, 50),
          count: size(40, 150),
          during: async () => {
            await redis.stop();
            await redis.start();
          },
        }),
    ],
    [
      `PostgreSQL down ${size(15, 120)} s`,
      (tally) =>
        takesAndEdits(client, tally, {
          count: size(40, 150),
          settleMs: 180_000,
          during: async () => {
            tally.partDown = true;
            await postgres.stop();
            // The outage itself lasts a set time; everything after waits for states.
            await new Promise((resolve) => setTimeout(resolve, size(15, 120) * 1000));
            await postgres.start();
            await waitFor('the stack healthy again', stackHealthy, 180_000);
            tally.partDown = false;
          },
        }),
    ],
    [
      `webhook receiver down ${size(20, 120)} s: every change delivered once`,
      async (tally) => {
        const receiver = await startWebhookReceiver(WEBHOOK_RECEIVER_PORT);
        try {
          await webhooksThroughAFault(client, tally, receiver, {
            count: size(20, 60),
            during: async () => {
              await receiver.stop();
              // The outage itself lasts a set time; everything after waits for states.
              await new Promise((resolve) => setTimeout(resolve, size(20, 120) * 1000));
              await receiver.start();
            },
          });
        } finally {
          await receiver.stop();
        }
      },
    ],
    [
      'kill -9 of notifications while webhooks are sent: every change delivered once',
      async (tally) => {
        const receiver = await startWebhookReceiver(WEBHOOK_RECEIVER_PORT);
        try {
          await webhooksThroughAFault(client, tally, receiver, {
            count: size(20, 60),
            during: () => killAndAwaitRestart(tally, 'notifications'),
            orderMustHold: false,
          });
        } finally {
          await receiver.stop();
        }
      },
    ],
    ['stored files without a session', (tally) => filesWithoutSession(client, tally, stack.url)],
    [
      'back office without, with a forged or an ended session',
      (tally) => sessionSweep(client, tally, stack.url, routes, signInAnother),
    ],
    ['writes from a foreign origin', (tally) => foreignOrigins(client, tally, stack.url, routes)],
    [
      `generated bad input, ≥${size(20, 200)} per call`,
      (tally) => badInputs(client, tally, stack.url, routes, size(20, 200)),
    ],
    [
      '40 wrong passwords in parallel',
      (tally) => parallelBruteForce(tally, stack.url, tools, LOGIN_FAILURES_PER_USERNAME),
    ],
    [
      'unknown user vs wrong password timing',
      (tally) => usernameTiming(tally, stack.url, tools, size(3, 8)),
    ],
    [
      'sign-in links: unknown and known e-mails alike',
      (tally) => signInLinkTiming(client, tally, stack.url, 100),
    ],
  ];

  // `--only <words>` runs the scenarios whose name holds them (while fixing one).
  const only = process.argv.includes('--only')
    ? process.argv[process.argv.indexOf('--only') + 1]
    : undefined;
  let brokenBy;
  for (const [name, run] of scenarios.filter(([name]) => !only || name.includes(only))) {
    const tally = new Tally();
    const started = Date.now();
    if (brokenBy) {
      // A stack that stays down would make every later scenario wait out its time limits.
      tally.breaches += 1;
      tally.notes.push(`not run: the stack did not recover from "${brokenBy}"`);
      rows.push({ name, tally, seconds: 0 });
      continue;
    }
    log(`faults: ${name}…`);
    try {
      await run(tally);
    } catch (error) {
      tally.breaches += 1;
      tally.notes.push(`failed: ${error.message.slice(0, 160)}`);
      await waitFor('the stack healthy again', stackHealthy, 120_000).catch(
        () => (brokenBy = name),
      );
    }
    rows.push({ name, tally, seconds: (Date.now() - started) / 1000 });
  }
} finally {
  await stopEverything();
}

const header = ['scenario', 'requests', 'lost', 'doubled', '5xx', 'breaches', 's', 'notes'];
const table = rows.map(({ name, tally, seconds }) =>
  [
    name,
    tally.requests,
    tally.lost,
    tally.doubled,
    tally.serverErrors,
    tally.breaches,
    seconds.toFixed(0),
    tally.summary(),
  ].map(String),
);
const widths = header.map((title, column) =>
  Math.max(title.length, ...table.map((row) => row[column].length)),
);
const line = (cells) =>
  `| ${cells.map((cell, column) => cell.padEnd(column === header.length - 1 ? 0 : widths[column])).join(' | ')} |`;
console.log(
  `\n${line(header)}\n|${widths.map((width, column) => '-'.repeat(column === header.length - 1 ? 5 : width + 2)).join('|')}|`,
);
for (const row of table) console.log(line(row));
const failing = rows.filter(
  ({ tally }) => tally.lost + tally.doubled + tally.serverErrors + tally.breaches > 0,
);
console.log(
  `\nfaults: ${rows.length - failing.length} of ${rows.length} scenarios held${failing.length ? `; failing: ${failing.map((row) => row.name).join(', ')}` : ''}`,
);
process.exit(failing.length === 0 && rows.length > 0 ? 0 : 1);
