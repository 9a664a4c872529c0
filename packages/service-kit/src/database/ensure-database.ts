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

export function withDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${encodeURIComponent(database)}`;
  return next.toString();
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
