// Restores one backup file into the database and object store the settings name. Everything is
// checked before anything is written: the archive whole, its format and version, every checksum,
// and the targets empty (or --force).
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { dropDatabase, ensureDatabase } from '../stack.mjs';
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
  userTables,
  withDatabase,
} from './backup-parts.mjs';

const run = promisify(execFile);

/** A backup file restore will not use, or targets it will not overwrite; nothing was written. */
export class RestoreRefused extends Error {
  name = 'RestoreRefused';
}

async function unpack(file, work) {
  const { extract } = await import('tar');
  try {
    statSync(file);
    await extract({ file, cwd: work, strict: true });
  } catch (error) {
    throw new RestoreRefused(
      `${file} cannot be read as a backup (truncated, or not a .tar.gz): ${error.message}`,
      { cause: error },
    );
  }
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(work, MANIFEST_FILE), 'utf8'));
  } catch (error) {
    throw new RestoreRefused(`${file} has no readable ${MANIFEST_FILE}: not a Silkway backup`, {
      cause: error,
    });
  }
  if (manifest.format !== BACKUP_FORMAT)
    throw new RestoreRefused(`${file} is not a Silkway backup (format ${manifest.format})`);
  if (manifest.version !== BACKUP_VERSION)
    throw new RestoreRefused(
      `${file} is a backup of format version ${manifest.version}; this restore reads version ${BACKUP_VERSION} only`,
    );
  if (
    typeof manifest.database?.tables !== 'object' ||
    !Array.isArray(manifest.buckets) ||
    !Array.isArray(manifest.objects)
  )
    throw new RestoreRefused(`${file}: its manifest lacks the tables, buckets or objects`);
  return manifest;
}

/** Every file's size and SHA-256 as the manifest says; the first difference refuses the file. */
async function verify(file, work, manifest) {
  const mismatch = async (path, sha256, bytes) => {
    try {
      if (bytes !== undefined && statSync(path).size !== bytes) return true;
      return (await sha256OfFile(path)) !== sha256;
    } catch {
      return true;
    }
  };
  if (await mismatch(join(work, DATABASE_FILE), manifest.database?.sha256))
    throw new RestoreRefused(
      `${file}: the database dump does not match its checksum (tampered or damaged)`,
    );
  for (const [index, object] of (manifest.objects ?? []).entries()) {
    if (await mismatch(join(work, OBJECTS_FOLDER, String(index)), object.sha256, object.bytes))
      throw new RestoreRefused(
        `${file}: the object ${object.bucket}/${object.key} does not match its checksum (tampered or damaged)`,
      );
  }
}

/**
 * Restores `file`; answers what was restored. Refuses (RestoreRefused, nothing written) a damaged,
 * tampered or foreign file, and a database or object store that holds data unless `force`, which
 * replaces the database and empties the buckets first.
 */
export async function restoreBackup(file, { databaseUrl, objectStore, force = false }) {
  const work = mkdtempSync(join(tmpdir(), 'silkway-restore-'));
  let store;
  try {
    const manifest = await unpack(file, work);
    await verify(file, work, manifest);

    await ensureDatabase(databaseUrl);
    const { tables, major } = await withDatabase(databaseUrl, async (client) => ({
      tables: await userTables(client),
      major: await serverMajor(client),
    }));
    const { pgRestore } = postgresTools(Math.max(major, manifest.database.serverMajor));
    // pg_restore reads the whole table of contents: a dump it cannot read is refused here.
    await run(pgRestore, ['--list', join(work, DATABASE_FILE)]).catch((error) => {
      throw new RestoreRefused(
        `${file}: the database dump cannot be read: ${error.stderr || error.message}`,
      );
    });
    store = await openObjectStore(objectStore);
    const stored = [];
    for (const bucket of await store.buckets())
      for (const object of await store.objects(bucket)) stored.push({ bucket, key: object.name });
    if (!force && (tables.length > 0 || stored.length > 0))
      throw new RestoreRefused(
        `The targets are not empty: the database holds ${tables.length} tables and ${store.where} ` +
          `${stored.length} objects. Restore into empty ones, or add --force to replace what they hold.`,
      );

    if (force) {
      await dropDatabase(databaseUrl);
      await ensureDatabase(databaseUrl);
      for (const { bucket, key } of stored) await store.client.removeObject(bucket, key);
    }
    await run(pgRestore, [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${databaseUrl}`,
      join(work, DATABASE_FILE),
    ]);
    for (const bucket of manifest.buckets)
      if (!(await store.client.bucketExists(bucket))) await store.client.makeBucket(bucket);
    for (const [index, object] of manifest.objects.entries())
      await store.client.putObject(
        object.bucket,
        object.key,
        createReadStream(join(work, OBJECTS_FOLDER, String(index))),
        object.bytes,
        { 'Content-Type': object.contentType },
      );

    const counts = await withDatabase(databaseUrl, rowCounts);
    const differing = Object.keys(manifest.database.tables).filter(
      (table) => counts[table] !== manifest.database.tables[table],
    );
    if (differing.length > 0)
      throw new Error(
        `restored, but these tables' row counts differ from the manifest: ${differing.join(', ')}`,
      );
    return {
      createdAt: manifest.createdAt,
      tables: Object.keys(counts).length,
      rows: Object.values(counts).reduce((sum, count) => sum + count, 0),
      objects: manifest.objects.length,
      bytes: manifest.objects.reduce((sum, object) => sum + object.bytes, 0),
      buckets: manifest.buckets.length,
      objectStore: store.where,
    };
  } finally {
    await store?.close();
    rmSync(work, { recursive: true, force: true });
  }
}
