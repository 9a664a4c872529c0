// npm run backup / restore on real PostgreSQL and a real (embedded) S3 store: a round trip that keeps
// every row and every object, a backup taken during writes that restores consistently, and files
// restore must refuse without writing anything.
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { create, extract } from 'tar';
import { openObjectStore, userTables, withDatabase } from './backup/backup-parts.mjs';
import { RestoreRefused, restoreBackup } from './backup/restore-backup.mjs';
import { takeBackup } from './backup/take-backup.mjs';
import { dropDatabase, ensureDatabase } from './stack.mjs';

const runId = randomBytes(4).toString('hex');
const scratch = mkdtempSync(join(tmpdir(), `silkway-backup-test-${runId}-`));
const databases = [];

function databaseUrl(name) {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/silkway');
  url.pathname = `/silkway_backup_test_${runId}_${name}`;
  databases.push(url.toString());
  return url.toString();
}

function objectStore(name) {
  return { directory: join(scratch, `s3-${name}`), region: 'us-east-1', bucketPrefix: 'silkway' };
}

/** Every table's rows, in a stable order, as text. */
async function everyRow(url) {
  return withDatabase(url, async (client) => {
    const rows = {};
    for (const table of await userTables(client)) {
      const result = await client.query(
        `SELECT to_jsonb(t)::text AS row FROM ${table} t ORDER BY 1`,
      );
      rows[table] = result.rows.map((row) => row.row);
    }
    return rows;
  });
}

/** bucket/key → SHA-256 of every stored object. */
async function everyObject(store) {
  const opened = await openObjectStore(store);
  try {
    const sums = {};
    for (const bucket of await opened.buckets())
      for (const { name } of await opened.objects(bucket)) {
        const hash = createHash('sha256');
        for await (const chunk of await opened.client.getObject(bucket, name)) hash.update(chunk);
        sums[`${bucket}/${name}`] = hash.digest('hex');
      }
    return sums;
  } finally {
    await opened.close();
  }
}

const SCHEMA = `
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE SCHEMA orders;
  CREATE SCHEMA inventory;
  CREATE TABLE orders.items (
    id serial PRIMARY KEY, name text NOT NULL, details jsonb, photo bytea,
    created_at timestamptz NOT NULL DEFAULT now());
  CREATE INDEX items_name_trgm ON orders.items USING gin (name gin_trgm_ops);
  CREATE TABLE inventory.stock_reductions (
    item_id integer PRIMARY KEY, quantity integer NOT NULL CHECK (quantity > 0));`;

async function seed(url, store) {
  await ensureDatabase(url);
  await withDatabase(url, async (client) => {
    await client.query(SCHEMA);
    await client.query(
      `INSERT INTO orders.items (name, details, photo)
       SELECT 'Товар ' || n, jsonb_build_object('n', n, 'note', 'кг "x"'), decode(md5(n::text), 'hex')
         FROM generate_series(1, 250) n`,
    );
    await client.query(
      'INSERT INTO inventory.stock_reductions SELECT id, id % 7 + 1 FROM orders.items',
    );
  });
  const opened = await openObjectStore(store);
  try {
    for (const kind of ['photos', 'order-documents', 'archive-materials'])
      await opened.client.makeBucket(`silkway-${kind}`);
    await opened.client.putObject('silkway-photos', 'a/1.jpg', randomBytes(300_000), 300_000, {
      'Content-Type': 'image/jpeg',
    });
    await opened.client.putObject('silkway-photos', 'b/2.png', randomBytes(10), 10);
    const text = Buffer.from('Счёт-фактура №1');
    await opened.client.putObject('silkway-order-documents', 'invoice.txt', text, text.length);
  } finally {
    await opened.close();
  }
}

async function wipe(url, store) {
  await dropDatabase(url);
  rmSync(store.directory, { recursive: true, force: true });
}

async function isEmpty(url, store) {
  await ensureDatabase(url);
  const tables = await withDatabase(url, userTables);
  return tables.length === 0 && Object.keys(await everyObject(store)).length === 0;
}

const source = { url: databaseUrl('source'), store: objectStore('source') };
let backupFile;

before(async () => {
  await seed(source.url, source.store);
  ({ file: backupFile } = await takeBackup({
    databaseUrl: source.url,
    objectStore: source.store,
    directory: join(scratch, 'backups'),
  }));
});

after(async () => {
  for (const url of databases) await dropDatabase(url);
  rmSync(scratch, { recursive: true, force: true });
});

test('back up, wipe, restore: every table row for row, every object by checksum', async () => {
  const rows = await everyRow(source.url);
  const objects = await everyObject(source.store);
  assert.equal(rows['orders.items'].length, 250);
  assert.equal(Object.keys(objects).length, 3);
  assert.match(backupFile, /silkway-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);

  await wipe(source.url, source.store);
  const restored = await restoreBackup(backupFile, {
    databaseUrl: source.url,
    objectStore: source.store,
  });
  assert.deepEqual(await everyRow(source.url), rows);
  assert.deepEqual(await everyObject(source.store), objects);
  assert.equal(restored.rows, 500);
  assert.equal(restored.objects, 3);

  await assert.rejects(
    restoreBackup(backupFile, { databaseUrl: source.url, objectStore: source.store }),
    (error) => error instanceof RestoreRefused && /not empty.*--force/s.test(error.message),
  );
  await withDatabase(source.url, (client) =>
    client.query('DELETE FROM inventory.stock_reductions'),
  );
  await restoreBackup(backupFile, {
    databaseUrl: source.url,
    objectStore: source.store,
    force: true,
  });
  assert.deepEqual(await everyRow(source.url), rows);
  assert.deepEqual(await everyObject(source.store), objects);
});

/** The backup unpacked, changed by `change(folder)`, and packed again as another file. */
async function repacked(name, change) {
  const folder = mkdtempSync(join(scratch, `${name}-`));
  await extract({ file: backupFile, cwd: folder });
  change(folder);
  const file = join(scratch, `${name}.tar.gz`);
  await create({ gzip: true, file, cwd: folder }, ['manifest.json', 'database.dump', 'objects']);
  return file;
}

test('a truncated, tampered or other-version file is refused with nothing written', async () => {
  const truncated = join(scratch, 'truncated.tar.gz');
  writeFileSync(truncated, readFileSync(backupFile));
  truncateSync(truncated, Math.floor(statSync(truncated).size / 2));
  const tamperedObject = await repacked('tampered-object', (folder) =>
    writeFileSync(join(folder, 'objects', '1'), 'another picture'),
  );
  const tamperedDump = await repacked('tampered-dump', (folder) => {
    const dump = readFileSync(join(folder, 'database.dump'));
    dump[dump.length - 100] ^= 0xff;
    writeFileSync(join(folder, 'database.dump'), dump);
  });
  const otherVersion = await repacked('other-version', (folder) => {
    const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8'));
    writeFileSync(join(folder, 'manifest.json'), JSON.stringify({ ...manifest, version: 2 }));
  });

  const target = { url: databaseUrl('refusals'), store: objectStore('refusals') };
  for (const [file, reason] of [
    [truncated, /truncated/],
    [tamperedObject, /silkway-photos\/.* does not match its checksum/],
    [tamperedDump, /database dump does not match its checksum/],
    [otherVersion, /format version 2; this restore reads version 1 only/],
    [join(scratch, 'missing.tar.gz'), /cannot be read as a backup/],
  ]) {
    await assert.rejects(
      restoreBackup(file, { databaseUrl: target.url, objectStore: target.store }),
      (error) => error instanceof RestoreRefused && reason.test(error.message),
    );
    assert.ok(await isEmpty(target.url, target.store), `${file} wrote something`);
  }
});

test('a backup taken during a stream of writes restores every item with its stock reduction', async () => {
  const live = { url: databaseUrl('live'), store: objectStore('live') };
  await seed(live.url, live.store);
  let writing = true;
  let written = 0;
  // Each item and its stock reduction are written together, as the product does in one transaction.
  const writer = withDatabase(live.url, async (client) => {
    while (writing) {
      await client.query('BEGIN');
      const { rows } = await client.query(
        "INSERT INTO orders.items (name) VALUES ('during the backup') RETURNING id",
      );
      await client.query('INSERT INTO inventory.stock_reductions VALUES ($1, 1)', [rows[0].id]);
      await client.query('COMMIT');
      written += 1;
    }
  });
  const waitForWrites = async (count) => {
    while (written < count) await new Promise((resolve) => setImmediate(resolve));
  };
  await waitForWrites(20);
  const { file, manifest } = await takeBackup({
    databaseUrl: live.url,
    objectStore: live.store,
    directory: join(scratch, 'live-backups'),
  });
  const writtenDuringBackup = written;
  await waitForWrites(writtenDuringBackup + 20);
  writing = false;
  await writer;

  const restoredInto = { url: databaseUrl('live_restored'), store: objectStore('live-restored') };
  await restoreBackup(file, { databaseUrl: restoredInto.url, objectStore: restoredInto.store });
  const check = await withDatabase(restoredInto.url, async (client) => {
    const { rows } = await client.query(`
      SELECT (SELECT count(*) FROM orders.items)::int AS items,
             (SELECT count(*) FROM orders.items i
                LEFT JOIN inventory.stock_reductions s ON s.item_id = i.id
               WHERE s.item_id IS NULL)::int AS without_reduction,
             (SELECT count(*) FROM inventory.stock_reductions s
                LEFT JOIN orders.items i ON i.id = s.item_id
               WHERE i.id IS NULL)::int AS without_item`);
    return rows[0];
  });
  assert.equal(check.without_reduction, 0);
  assert.equal(check.without_item, 0);
  assert.equal(check.items, manifest.database.tables['orders.items']);
  assert.ok(check.items > 250, 'the backup holds writes made after the stream began');
  assert.ok(check.items < 250 + written, 'the backup does not hold the writes made after it');
});
