// `main.js --migrate-only`, what the migration Job of deploy/kubernetes runs: a service applies its
// pending migrations and exits without listening; run again, it finds nothing to do.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { after, test } from 'node:test';
import { promisify } from 'node:util';
import pg from 'pg';
import { ROOT, dropDatabase } from './stack.mjs';

const run = promisify(execFile);
const databaseUrl = new URL(
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/silkway',
);
databaseUrl.pathname = `/silkway_migrate_only_${randomBytes(4).toString('hex')}`;

after(() => dropDatabase(databaseUrl.toString()));

async function inventoryTables() {
  const client = new pg.Client({ connectionString: databaseUrl.toString() });
  await client.connect();
  try {
    const { rows } = await client.query(
      "SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname = 'inventory'",
    );
    const { rows: applied } = await client.query(
      'SELECT count(*)::int AS n FROM inventory.migrations',
    );
    return { tables: rows[0].tables, migrations: applied[0].n };
  } finally {
    await client.end();
  }
}

test('the inventory service migrates an empty database and exits, twice', async () => {
  // A process that listened would never exit: the run would time out.
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl.toString(),
    LOG_LEVEL: 'warn',
  };
  const migrate = () =>
    run(process.execPath, ['services/inventory/dist/main.js', '--migrate-only'], {
      cwd: ROOT,
      env,
      timeout: 120_000,
    });
  await migrate();
  const first = await inventoryTables();
  assert.ok(first.tables > 3 && first.migrations > 3, JSON.stringify(first));
  await migrate();
  assert.deepEqual(await inventoryTables(), first);
});
