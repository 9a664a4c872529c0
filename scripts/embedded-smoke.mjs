// A step of `npm test`: the product on the embedded PostgreSQL, as `npm start` runs it on a laptop
// without one. Starts a scratch stack with DATABASE_URL=embedded on ports of its own, checks its
// health, signs in, creates an order through the gateway and reads it back, backs the embedded
// database up with `npm run backup`'s code and restores it into an empty one beside it, then stops and
// deletes everything. Exits non-zero, saying what failed, when any of that does not work.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { storesFromSettings } from './backup/backup-parts.mjs';
import { restoreBackup } from './backup/restore-backup.mjs';
import { takeBackup } from './backup/take-backup.mjs';
import {
  log,
  provideDatabase,
  removeScratchStack,
  scratchStackSettings,
  startScratchStack,
} from './stack.mjs';

// Away from the end-to-end suite's ports (moved by the same E2E_PORT_OFFSET) and from 5432.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const adminPassword = randomBytes(18).toString('base64url');
const directory = join(tmpdir(), `silkway-embedded-smoke-${randomBytes(4).toString('hex')}`);
const scratch = scratchStackSettings('embedded-smoke', {
  offset: offset + 40,
  DATABASE_URL: 'embedded',
  EMBEDDED_POSTGRES_PORT: String(15432 + offset),
  EMBEDDED_POSTGRES_DIRECTORY: directory,
  ADMIN_USERNAME: 'smoke-admin',
  ADMIN_PASSWORD: adminPassword,
});

async function call(url, method, path, { cookie, body } = {}) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { response, body: text ? JSON.parse(text) : null };
}

let database;
let stack;
const started = Date.now();
try {
  database = await provideDatabase(scratch);
  const { settings } = database;
  assert.match(settings.databaseUrl, new RegExp(`@127\\.0\\.0\\.1:${15432 + offset}/`));
  stack = await startScratchStack(settings);
  log(`embedded smoke: the stack is up on ${stack.url} after ${(Date.now() - started) / 1000} s`);

  const health = await call(stack.url, 'GET', '/api/health');
  assert.equal(health.response.status, 200, `health: ${JSON.stringify(health.body)}`);

  const login = await call(stack.url, 'POST', '/api/admin/login', {
    body: { username: 'smoke-admin', password: adminPassword },
  });
  assert.equal(login.response.status, 200, `sign-in: ${JSON.stringify(login.body)}`);
  const cookie = login.response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

  const name = `Embedded smoke ${randomBytes(3).toString('hex')}`;
  const created = await call(stack.url, 'POST', '/api/admin/orders', { cookie, body: { name } });
  assert.equal(created.response.status, 201, `create: ${JSON.stringify(created.body)}`);
  const read = await call(stack.url, 'GET', `/api/admin/orders/${created.body.id}`, { cookie });
  assert.equal(read.response.status, 200, `read back: ${JSON.stringify(read.body)}`);
  assert.equal(read.body.name, name);
  log('embedded smoke: health, sign-in, an order created and read back through the gateway');

  const { objectStore } = await storesFromSettings(settings.env);
  const { file, manifest } = await takeBackup({
    databaseUrl: settings.databaseUrl,
    objectStore,
    directory: join(directory, 'backups'),
  });
  assert.ok(manifest.database.tables['orders.orders'] >= 1, 'the backup holds the order');
  const copy = new URL(settings.databaseUrl);
  copy.pathname = '/silkway_restored';
  const restored = await restoreBackup(file, {
    databaseUrl: copy.toString(),
    objectStore: { ...objectStore, directory: join(directory, 'restored-s3') },
  });
  // restoreBackup itself compares every table's row count with the manifest.
  assert.equal(restored.tables, Object.keys(manifest.database.tables).length);
  log(
    `embedded smoke: backed up (PostgreSQL ${manifest.database.serverMajor}) and restored ` +
      `${restored.tables} tables, ${restored.rows} rows into an empty database`,
  );
} catch (error) {
  console.error(`\x1b[31membedded smoke: ${error.message}\x1b[0m`);
  process.exitCode = 1;
} finally {
  await stack?.stop();
  await database?.stop();
  await removeScratchStack(scratch, { keepDatabase: true });
  rmSync(directory, { recursive: true, force: true });
}
