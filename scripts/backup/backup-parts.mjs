// What `npm run backup` and `npm run restore` share: where the database and object store are (from
// the same settings the product reads), PostgreSQL's own dump tools, a client of the database, the
// manifest's format and its checksums.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ROOT, scriptSetting } from '../stack.mjs';
import { embeddedDatabaseUrl, reachable } from '../embedded-database.mjs';

/**
 * How `npm run backup` and `npm run restore` run: the settings of .env read first, then `work`; a
 * failure is printed in red after what `failed(error)` says, and the script exits 1.
 */
export async function runBackupScript(work, failed) {
  if (existsSync(join(ROOT, '.env'))) process.loadEnvFile(join(ROOT, '.env'));
  try {
    await work();
  } catch (error) {
    console.error(`\x1b[31m${failed(error)}: ${error.message}\x1b[0m`);
    process.exit(1);
  }
}

/** What a backup file holds; restore refuses any other format or version. */
export const BACKUP_FORMAT = 'silkway-backup';
export const BACKUP_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FILE = 'database.dump';
export const OBJECTS_FOLDER = 'objects';

/**
 * The database and object store the product's settings name: DATABASE_URL (or the embedded
 * PostgreSQL `npm start` runs when it is unset or `embedded`); S3_ENDPOINT, or the embedded store's
 * folder S3_DIRECTORY (.data/s3) when it is empty.
 */
export async function storesFromSettings(env = process.env) {
  let databaseUrl = env.DATABASE_URL;
  const embedded = Number(scriptSetting(env, 'EMBEDDED_POSTGRES_PORT'));
  if (databaseUrl === 'embedded' || (!databaseUrl && !(await reachable('127.0.0.1', 5432))))
    databaseUrl = embeddedDatabaseUrl(embedded);
  return {
    databaseUrl: databaseUrl || 'postgres://postgres@127.0.0.1:5432/silkway',
    objectStore: {
      endpoint: env.S3_ENDPOINT || undefined,
      directory: resolve(ROOT, scriptSetting(env, 'S3_DIRECTORY')),
      accessKey: env.S3_ACCESS_KEY || 'S3RVER',
      secretKey: env.S3_SECRET_KEY || 'S3RVER',
      region: env.S3_REGION || 'us-east-1',
      bucketPrefix: env.S3_BUCKET_PREFIX || 'silkway',
    },
  };
}

/**
 * An S3 client on the configured endpoint, or on the embedded store's folder through a server of
 * its own on a free port (the product's may be running or not). Lists only the files service's
 * buckets, `<prefix>-<kind>`.
 */
export async function openObjectStore({
  endpoint,
  directory,
  accessKey,
  secretKey,
  region,
  bucketPrefix,
}) {
  const { Client } = await import('minio');
  let server;
  if (!endpoint) {
    const { startEmbeddedS3 } = await import(join(ROOT, 'packages/dev-servers/dist/index.js'));
    server = await startEmbeddedS3({ port: 0, directory });
    ({ endpoint, accessKey, secretKey } = server);
  }
  const url = new URL(endpoint);
  const client = new Client({
    endPoint: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    useSSL: url.protocol === 'https:',
    accessKey,
    secretKey,
    region,
    pathStyle: true,
  });
  return {
    client,
    where: server ? `the folder ${directory}` : endpoint,
    async buckets() {
      const all = await client.listBuckets();
      return all.map((bucket) => bucket.name).filter((name) => name.startsWith(`${bucketPrefix}-`));
    },
    async objects(bucket) {
      const found = [];
      for await (const object of client.listObjectsV2(bucket, '', true)) found.push(object);
      return found;
    },
    close: async () => server?.close(),
  };
}

/**
 * pg_dump / pg_restore able to read this server: the newest found on PATH or in
 * /usr/lib/postgresql/<major>/bin (pg_dump refuses a server newer than itself).
 */
export function postgresTools(serverMajor) {
  const candidates = [];
  const onPath = (process.env.PATH ?? '').split(':').map((dir) => join(dir, 'pg_dump'));
  const debian = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').map((major) => `/usr/lib/postgresql/${major}/bin/pg_dump`)
    : [];
  for (const pgDump of [...onPath, ...debian]) {
    if (!existsSync(pgDump)) continue;
    const version = execFileSync(pgDump, ['--version'], { encoding: 'utf8' });
    const major = Number(/(\d+)(?:\.\d+)?/.exec(version)?.[1] ?? 0);
    candidates.push({ major, pgDump, pgRestore: pgDump.replace(/pg_dump$/, 'pg_restore') });
  }
  candidates.sort((a, b) => b.major - a.major);
  const newest = candidates[0];
  if (!newest || newest.major < serverMajor)
    throw new Error(
      `The database is PostgreSQL ${serverMajor}; backups need its pg_dump/pg_restore ${serverMajor} or newer, ` +
        `and ${newest ? `the newest here is ${newest.major} (${newest.pgDump})` : 'none is installed'}.\n` +
        `  Install postgresql-client-${serverMajor} (Debian/Ubuntu, from apt.postgresql.org) or libpq (macOS: brew install libpq).`,
    );
  return newest;
}

/** Every table of every schema but PostgreSQL's own, as schema.table, sorted. */
export async function userTables(client) {
  const { rows } = await client.query(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
      WHERE schemaname NOT IN ('pg_catalog', 'information_schema') AND schemaname NOT LIKE 'pg\\_%'
      ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

/** Rows per table, read in the client's current transaction (so in its snapshot). */
export async function rowCounts(client) {
  const counts = {};
  for (const table of await userTables(client)) {
    const { rows } = await client.query(`SELECT count(*)::bigint AS n FROM ${table}`);
    counts[table] = Number(rows[0].n);
  }
  return counts;
}

export async function serverMajor(client) {
  const { rows } = await client.query('SHOW server_version_num');
  return Math.floor(Number(rows[0].server_version_num) / 10000);
}

/** Runs `work` with a client of the database at `databaseUrl`, closed afterwards. */
export async function withDatabase(databaseUrl, work) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function sha256OfFile(path) {
  return createHash('sha256')
    .update(await readFile(path))
    .digest('hex');
}
