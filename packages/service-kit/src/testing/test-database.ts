import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { quoteIdentifier, withDatabase } from '../database/ensure-database.js';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh, uniquely named database for one test file; `drop()` removes it even if connections linger. */
export async function createTestDatabase(prefix = 'silkway_test'): Promise<TestDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const adminUrl = withDatabase(SERVER_URL, 'postgres');
  await runAsAdmin(adminUrl, `CREATE DATABASE ${quoteIdentifier(name)}`);
  return {
    url: withDatabase(SERVER_URL, name),
    drop: () =>
      runAsAdmin(adminUrl, `DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`),
  };
}

async function runAsAdmin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
