import pg from 'pg';

/** Creates the database named in `url` when it does not exist yet (a fresh machine, a test). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!name) throw new Error(`DATABASE_URL names no database: ${url}`);
  const admin = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return;
    await admin
      .query(`CREATE DATABASE ${quoteIdentifier(name)}`)
      .catch((error: { code?: string }) => {
        // Another service may have created it a moment ago.
        if (error.code !== '42P04' && error.code !== '23505') throw error;
      });
  } finally {
    await admin.end();
  }
}

export async function ensureSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client
      .query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schema)}`)
      .catch((error: { code?: string }) => {
        if (error.code !== '23505' && error.code !== '42P06') throw error;
      });
  } finally {
    await client.end();
  }
}

/**
 * The name a hand-written runner's `migrations` table (no `id` column) is kept under, so that TypeORM
 * can create its own: a service adopting such a schema reads it in its first migration, then drops it.
 */
export const HAND_WRITTEN_MIGRATIONS_TABLE = 'hand_written_migrations';

export async function setAsideHandWrittenMigrations(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `SELECT 1 FROM information_schema.tables t
        WHERE t.table_schema = $1 AND t.table_name = 'migrations' AND NOT EXISTS (
          SELECT 1 FROM information_schema.columns c
           WHERE c.table_schema = $1 AND c.table_name = 'migrations' AND c.column_name = 'id')`,
      [schema],
    );
    if (rowCount)
      await client.query(
        `ALTER TABLE ${quoteIdentifier(schema)}.migrations RENAME TO ${HAND_WRITTEN_MIGRATIONS_TABLE}`,
      );
  } finally {
    await client.end();
  }
}

export function withDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${encodeURIComponent(database)}`;
  return next.toString();
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
