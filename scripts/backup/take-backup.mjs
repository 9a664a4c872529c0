// One backup file: the database (pg_dump, custom format, every schema), every object of the files
// service's buckets, and a manifest of row counts and checksums. Safe while the product takes
// traffic: the dump and the row counts read one snapshot of the database.
import { createHash } from 'node:crypto';
import {
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  DATABASE_FILE,
  MANIFEST_FILE,
  OBJECTS_FOLDER,
  openObjectStore,
  postgresTools,
  rowCounts,
  serverMajor,
  sha256OfFile,
  withDatabase,
} from './backup-parts.mjs';

const run = promisify(execFile);
const BACKUP_NAME = /^silkway-.*\.tar\.gz$/;

/** Dumps the database in one exported snapshot and counts every table's rows in that same snapshot. */
function dumpDatabase(databaseUrl, file) {
  return withDatabase(databaseUrl, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const { rows } = await client.query('SELECT pg_export_snapshot() AS snapshot');
    const major = await serverMajor(client);
    const tables = await rowCounts(client);
    const { pgDump } = postgresTools(major);
    // pg_dump reads the exported snapshot, which lives as long as this transaction.
    await run(pgDump, [
      '--format=custom',
      `--snapshot=${rows[0].snapshot}`,
      `--file=${file}`,
      `--dbname=${databaseUrl}`,
    ]);
    await client.query('COMMIT');
    return { serverMajor: major, tables };
  });
}

/** Copies every object of the buckets into `folder` as 0, 1, 2…, hashing each on the way. */
async function copyObjects(objectStore, folder) {
  const store = await openObjectStore(objectStore);
  try {
    const buckets = await store.buckets();
    const objects = [];
    for (const bucket of buckets) {
      for (const { name: key } of await store.objects(bucket)) {
        const file = join(folder, String(objects.length));
        const hash = createHash('sha256');
        const stat = await store.client.statObject(bucket, key);
        const stream = await store.client.getObject(bucket, key);
        stream.on('data', (chunk) => hash.update(chunk));
        await pipeline(stream, createWriteStream(file));
        objects.push({
          bucket,
          key,
          bytes: stat.size,
          contentType: stat.metaData?.['content-type'] ?? 'application/octet-stream',
          sha256: hash.digest('hex'),
        });
      }
    }
    return { where: store.where, buckets, objects };
  } finally {
    await store.close();
  }
}

/** Deletes all but the newest `keep` backups of the folder (their names sort by time). */
function pruneBackups(directory, keep) {
  const backups = readdirSync(directory)
    .filter((name) => BACKUP_NAME.test(name))
    .sort();
  const removed = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of removed) rmSync(join(directory, name));
  return removed;
}

/**
 * Writes `<directory>/silkway-<UTC time>.tar.gz` and answers its path and manifest; with `keep`,
 * older backups beyond that many are deleted. The file appears whole or not at all.
 */
export async function takeBackup({ databaseUrl, objectStore, directory, keep, now = new Date() }) {
  const { create } = await import('tar');
  mkdirSync(directory, { recursive: true });
  const work = mkdtempSync(join(tmpdir(), 'silkway-backup-'));
  try {
    mkdirSync(join(work, OBJECTS_FOLDER));
    const database = await dumpDatabase(databaseUrl, join(work, DATABASE_FILE));
    // Objects are copied after the snapshot: one stored meanwhile is kept without its row (harmless);
    // only one deleted meanwhile would be missing for its row (docs/operations.md "Backups").
    const storage = await copyObjects(objectStore, join(work, OBJECTS_FOLDER));
    const manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: now.toISOString(),
      database: {
        file: DATABASE_FILE,
        serverMajor: database.serverMajor,
        sha256: await sha256OfFile(join(work, DATABASE_FILE)),
        tables: database.tables,
      },
      buckets: storage.buckets,
      objects: storage.objects,
    };
    writeFileSync(join(work, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    const stamp = now
      .toISOString()
      .replace(/\.\d+Z$/, 'Z')
      .replaceAll(':', '-');
    const file = join(directory, `silkway-${stamp}.tar.gz`);
    const partial = `${file}.partial`;
    await create({ gzip: true, file: partial, cwd: work, portable: true }, [
      MANIFEST_FILE,
      DATABASE_FILE,
      OBJECTS_FOLDER,
    ]);
    renameSync(partial, file);
    const pruned = keep ? pruneBackups(directory, keep) : [];
    return { file, manifest, objectStore: storage.where, pruned };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
