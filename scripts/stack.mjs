// Starting and stopping the whole product (the services, the gateway, the embedded S3 server and mail catcher)
// as child processes; shared by `npm start` (start.mjs) and `npm test` (test.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reachable, startEmbeddedDatabase, wantsEmbeddedDatabase } from './embedded-database.mjs';
import { readableLog } from './log-format.mjs';
import { supervise } from './supervise.mjs';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

const SERVICES = ['orders', 'inventory', 'files', 'notifications', 'identity'];
const COLORS = {
  orders: 36,
  inventory: 35,
  files: 33,
  notifications: 31,
  identity: 94,
  gateway: 32,
  s3: 34,
};

/** Workspaces whose dist/ the stack runs or serves, in build order. */
const BUILT_WORKSPACES = [
  'packages/contracts',
  'packages/service-kit',
  'packages/dev-servers',
  'services/orders',
  'services/inventory',
  'services/files',
  'services/notifications',
  'services/identity',
  'gateway',
  'shell',
  'mf-public',
  'mf-portal',
  'mf-admin',
];

export function log(message) {
  console.log(`\x1b[1m[silkway]\x1b[0m ${message}`);
}

/**
 * Settings only the scripts read (`npm start`, its first administrator, `npm test`, backups), with
 * their defaults; folders are relative to the repository. docs/configuration.md lists them with the
 * processes' own settings, and scripts/configuration.test.mjs keeps the two in step.
 */
export const SCRIPT_SETTINGS = {
  S3_DIRECTORY: '.data/s3',
  MAIL_DIRECTORY: '.data/mail',
  EMBEDDED_POSTGRES_PORT: '5433',
  EMBEDDED_POSTGRES_DIRECTORY: '.data/postgres',
  LOG_FORMAT: 'readable',
  BACKUP_DIRECTORY: 'backups',
  BACKUP_KEEP: '',
  ADMIN_USERNAME: '',
  ADMIN_PASSWORD: '',
  ADMIN_FULL_NAME: '',
};

/** A script setting from `env` (empty counts as unset), folders resolved against the repository. */
export function scriptSetting(env, name) {
  return env[name] || SCRIPT_SETTINGS[name];
}
const scriptFolder = (env, name) => resolve(ROOT, scriptSetting(env, name));

/** The variables that give a stack's processes their ports (`ports` as stackSettings answers them). */
export const portVariables = (ports) => ({
  GATEWAY_PORT: String(ports.gateway),
  ORDERS_PORT: String(ports.orders),
  INVENTORY_PORT: String(ports.inventory),
  FILES_PORT: String(ports.files),
  NOTIFICATIONS_PORT: String(ports.notifications),
  IDENTITY_PORT: String(ports.identity),
  S3_PORT: String(ports.s3),
  MAIL_CATCHER_PORT: String(ports.mail),
});

/** Settings of one stack; `overrides` (e.g. other ports for tests) win over the environment. */
export function stackSettings(overrides = {}) {
  const env = { ...process.env, ...overrides };
  const ports = {
    gateway: Number(env.GATEWAY_PORT ?? 8080),
    orders: Number(env.ORDERS_PORT ?? 3001),
    inventory: Number(env.INVENTORY_PORT ?? 3002),
    files: Number(env.FILES_PORT ?? 3003),
    notifications: Number(env.NOTIFICATIONS_PORT ?? 3004),
    identity: Number(env.IDENTITY_PORT ?? 3005),
    s3: Number(env.S3_PORT ?? 9000),
    mail: Number(env.MAIL_CATCHER_PORT ?? 2525),
  };
  return {
    ports,
    databaseUrl: env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/silkway',
    embeddedDatabase: {
      port: Number(scriptSetting(env, 'EMBEDDED_POSTGRES_PORT')),
      directory: scriptFolder(env, 'EMBEDDED_POSTGRES_DIRECTORY'),
    },
    // `npm start` prints the processes' JSON log lines readably unless LOG_FORMAT=json.
    readableLogs: scriptSetting(env, 'LOG_FORMAT') !== 'json',
    redisUrl: env.REDIS_URL || 'redis://127.0.0.1:6379',
    s3Directory: scriptFolder(env, 'S3_DIRECTORY'),
    mailDirectory: scriptFolder(env, 'MAIL_DIRECTORY'),
    env: {
      ...env,
      ...portVariables(ports),
      PUBLIC_BASE_URL: env.PUBLIC_BASE_URL || `http://127.0.0.1:${ports.gateway}`,
      ORDERS_URL: env.ORDERS_URL ?? `http://127.0.0.1:${ports.orders}`,
      INVENTORY_URL: env.INVENTORY_URL ?? `http://127.0.0.1:${ports.inventory}`,
      FILES_URL: env.FILES_URL ?? `http://127.0.0.1:${ports.files}`,
      NOTIFICATIONS_URL: env.NOTIFICATIONS_URL ?? `http://127.0.0.1:${ports.notifications}`,
      IDENTITY_URL: env.IDENTITY_URL ?? `http://127.0.0.1:${ports.identity}`,
      // A development stack: webhooks may go to receivers on this machine.
      WEBHOOKS_ALLOW_PRIVATE_URLS: env.WEBHOOKS_ALLOW_PRIVATE_URLS ?? 'true',
    },
  };
}

/**
 * Settings of a stack that leaves nothing behind (the end-to-end suite, the benchmarks): the scratch
 * ports (gateway 18080, services 13001–13005, S3 19000, mail 12525) moved by `offset`, and its own
 * database, queue and key prefixes, S3 and mail directories and internal token, named after `name`
 * and a random run id. `database` names a database a former run kept instead of a new one. `overrides`
 * win; `removeScratchStack` deletes what the run left.
 */
export function scratchStackSettings(name, { offset = 0, database, ...overrides } = {}) {
  const runId = randomBytes(4).toString('hex');
  // Scratch databases need a server to create them on: `embedded` names none yet.
  const server = process.env.DATABASE_URL === 'embedded' ? undefined : process.env.DATABASE_URL;
  const databaseUrl = new URL(server || 'postgres://postgres@127.0.0.1:5432/silkway');
  databaseUrl.pathname = `/${database ?? `silkway_${name.replaceAll('-', '_')}_${runId}`}`;
  return stackSettings({
    ...portVariables({
      gateway: 18080 + offset,
      orders: 13001 + offset,
      inventory: 13002 + offset,
      files: 13003 + offset,
      notifications: 13004 + offset,
      identity: 13005 + offset,
      s3: 19000 + offset,
      mail: 12525 + offset,
    }),
    // The gateway calls this stack's services, whatever the environment names for `npm start`.
    ORDERS_URL: undefined,
    INVENTORY_URL: undefined,
    FILES_URL: undefined,
    NOTIFICATIONS_URL: undefined,
    IDENTITY_URL: undefined,
    SMTP_URL: '',
    MAIL_DIRECTORY: join(tmpdir(), `silkway-${name}-mail-${runId}`),
    S3_ENDPOINT: '',
    S3_DIRECTORY: join(tmpdir(), `silkway-${name}-s3-${runId}`),
    DATABASE_URL: databaseUrl.toString(),
    QUEUE_PREFIX: `silkway-${name}-${runId}`,
    REDIS_KEY_PREFIX: `silkway-${name}-${runId}:`,
    INTERNAL_TOKEN: randomBytes(24).toString('base64url'),
    LOG_LEVEL: 'warn',
    ...overrides,
  });
}

/**
 * Drops a scratch stack's database (unless `keepDatabase`) and deletes its S3 and mail directories and
 * Redis keys; says what it could not.
 */
export async function removeScratchStack(settings, { keepDatabase = false } = {}) {
  if (!keepDatabase)
    await dropDatabase(settings.databaseUrl).catch((error) =>
      console.error(`could not drop the scratch database: ${error.message}`),
    );
  rmSync(settings.s3Directory, { recursive: true, force: true });
  rmSync(settings.mailDirectory, { recursive: true, force: true });
  await deleteRedisKeys(settings.redisUrl, [
    settings.env.QUEUE_PREFIX,
    settings.env.REDIS_KEY_PREFIX,
  ]).catch((error) => console.error(`could not clean the scratch Redis keys: ${error.message}`));
}

/**
 * DATABASE_URL=embedded, or DATABASE_URL unset with nothing answering on 127.0.0.1:5432 (`probe`
 * moves that address for tests): starts the embedded PostgreSQL and returns the settings pointing at
 * it, with `stop()`. Otherwise the settings as they are.
 */
export async function provideDatabase(settings, probe) {
  if (!(await wantsEmbeddedDatabase(settings.env.DATABASE_URL, probe)))
    return { settings, stop: async () => {} };
  const { port, directory } = settings.embeddedDatabase;
  const embedded = await startEmbeddedDatabase({ port, directory });
  log(
    `embedded PostgreSQL on 127.0.0.1:${port} (data in ${directory}); set DATABASE_URL to use another server`,
  );
  return {
    settings: {
      ...settings,
      databaseUrl: embedded.url,
      env: { ...settings.env, DATABASE_URL: embedded.url },
    },
    stop: embedded.stop,
  };
}

/** The one-line ways to get Redis, named when it is missing (the README says the same). */
export const REDIS_INSTALL_HINT =
  '  Debian/Ubuntu: sudo apt-get install -y redis-server   (starts it as a system service)\n' +
  '  macOS:         brew install redis && brew services start redis\n' +
  '  Docker:        docker run -d --name silkway-redis -p 6379:6379 redis:7';

/** Fails with what is missing, where it looked and how to start it. */
export async function checkInfrastructure(settings) {
  const database = new URL(settings.databaseUrl);
  const redis = new URL(settings.redisUrl);
  const problems = [];
  if (!(await reachable(database.hostname, Number(database.port || 5432)))) {
    problems.push(
      `PostgreSQL is not reachable at ${database.hostname}:${database.port || 5432} (DATABASE_URL).\n` +
        `  Start that server, or unset DATABASE_URL (or set DATABASE_URL=embedded) to run the embedded one.`,
    );
  }
  if (!(await reachable(redis.hostname, Number(redis.port || 6379)))) {
    problems.push(
      `Redis is not reachable at ${redis.hostname}:${redis.port || 6379} (REDIS_URL). Get it with one line:\n` +
        `${REDIS_INSTALL_HINT}\n  or point REDIS_URL at a running server.`,
    );
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
}

/** Creates the database named in the URL when it does not exist; true when it was created. */
export async function ensureDatabase(databaseUrl) {
  const { default: pg } = await import('pg');
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (existing.rowCount > 0) return false;
    await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
    return true;
  } finally {
    await client.end();
  }
}

export async function dropDatabase(databaseUrl) {
  const { default: pg } = await import('pg');
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name.replaceAll('"', '""')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** Deletes every Redis key starting with one of the prefixes (a finished test stack's queues and sessions). */
export async function deleteRedisKeys(redisUrl, prefixes) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  try {
    for (const prefix of prefixes) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    }
  } finally {
    redis.disconnect();
  }
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Workspaces whose dist/ is missing or older than their sources. */
export function staleBuilds() {
  return BUILT_WORKSPACES.filter((workspace) => {
    const dir = join(ROOT, workspace);
    if (!existsSync(join(dir, 'package.json'))) return false;
    const built = newestMtime(join(dir, 'dist'));
    const sources = Math.max(newestMtime(join(dir, 'src')), newestMtime(join(dir, 'package.json')));
    return built === 0 || sources > built;
  });
}

/** Runs `npm run build` when some dist/ is missing or stale. */
export function buildWhatIsMissing() {
  const stale = staleBuilds();
  if (stale.length === 0) return;
  log(`building (${stale.join(', ')} missing or older than the sources)…`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('`npm run build` failed; see the output above.');
}

function prefixLines(name, stream, target, format = (line) => line) {
  const label = `\x1b[${COLORS[name] ?? 37}m${name.padEnd(9)}\x1b[0m| `;
  let pending = '';
  stream.on('data', (chunk) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const shown = format(line);
      if (shown !== undefined) target.write(`${label}${shown}\n`);
    }
  });
}

function runOnce(name, command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    prefixLines(name, child.stdout, process.stdout);
    prefixLines(name, child.stderr, process.stderr);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} exited with code ${code}`)),
    );
  });
}

async function waitForHealthy(url, children, timeoutMs, signal) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
    const exited = children.find((child) => child.process.exitCode !== null);
    if (exited)
      throw new Error(
        `${exited.name} stopped during start (exit code ${exited.process.exitCode}); see its log above.`,
      );
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      last = await response.text();
      if (response.ok) return;
    } catch (error) {
      last = error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The stack did not become healthy within ${timeoutMs / 1000} s: ${last}`);
}

/**
 * A stack for a check (tests, benchmarks, the model run): the infrastructure checked, the scratch
 * database made, what is missing built, then started quietly (startStack).
 */
export async function startScratchStack(settings) {
  await checkInfrastructure(settings);
  await ensureDatabase(settings.databaseUrl);
  buildWhatIsMissing();
  return startStack(settings, { quiet: true });
}

/**
 * Starts everything and resolves once /api/health is green, the first admin exists and demo data
 * is seeded. Returns `stop()`. With `restartCrashed`, a service or gateway that crashes once the
 * stack is up is started again with backoff (see supervise.mjs); during start a crash fails the start.
 * Aborting `signal` during the start stops what was started and rejects with its reason.
 */
export async function startStack(settings, { quiet = false, restartCrashed = false, signal } = {}) {
  const env = { ...settings.env };
  const children = [];
  let embeddedS3;
  let up = false;
  let mailCatcher;

  const stop = async () => {
    await Promise.all(children.map((child) => child.stop()));
    await embeddedS3?.close();
    await mailCatcher?.close();
  };

  try {
    signal?.throwIfAborted();
    if (!env.S3_ENDPOINT) {
      const { startEmbeddedS3 } = await import(join(ROOT, 'packages/dev-servers/dist/index.js'));
      embeddedS3 = await startEmbeddedS3({
        port: settings.ports.s3,
        directory: settings.s3Directory,
      });
      Object.assign(env, {
        S3_ENDPOINT: embeddedS3.endpoint,
        S3_ACCESS_KEY: embeddedS3.accessKey,
        S3_SECRET_KEY: embeddedS3.secretKey,
      });
      log(`embedded S3 server on ${embeddedS3.endpoint} (folder ${settings.s3Directory})`);
    }
    if (!env.SMTP_URL) {
      const { startMailCatcher } = await import(join(ROOT, 'packages/dev-servers/dist/index.js'));
      mailCatcher = await startMailCatcher({
        port: settings.ports.mail,
        directory: settings.mailDirectory,
        onMessage: (path) => !quiet && log(`e-mail kept in ${path}`),
      });
      env.SMTP_URL = mailCatcher.url;
      log(
        `local mail catcher on ${mailCatcher.url} (every message kept as .eml in ${settings.mailDirectory})`,
      );
    }

    const output = (name, child) => {
      const format = settings.readableLogs ? readableLog(name) : undefined;
      prefixLines(name, child.stdout, quiet ? nullWriter : process.stdout, format);
      prefixLines(name, child.stderr, process.stderr, format);
    };
    for (const name of [...SERVICES, 'gateway']) {
      const entry = name === 'gateway' ? 'gateway/dist/main.js' : `services/${name}/dist/main.js`;
      const start = () => {
        const child = spawn(process.execPath, [entry], {
          cwd: ROOT,
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        output(name, child);
        return child;
      };
      children.push(supervise({ name, start, log, shouldRestart: () => restartCrashed && up }));
    }

    await waitForHealthy(
      `http://127.0.0.1:${settings.ports.gateway}/api/health`,
      children,
      180_000,
      signal,
    );
    signal?.throwIfAborted();
    await runOnce(
      'admin',
      process.execPath,
      ['services/identity/dist/admin-cli.js', 'ensure-first'],
      env,
    );
    for (const name of SERVICES) {
      const seed = `services/${name}/dist/seed.js`;
      if (existsSync(join(ROOT, seed)))
        await runOnce(`${name}-seed`, process.execPath, [seed], env);
    }
    signal?.throwIfAborted();
    up = true;
    return { stop, url: `http://127.0.0.1:${settings.ports.gateway}`, children };
  } catch (error) {
    await stop();
    throw error;
  }
}

const nullWriter = { write: () => true };
