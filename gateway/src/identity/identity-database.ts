import pg from 'pg';

/** The gateway's own schema; no other process reads it. */
const IDENTITY_SCHEMA = 'identity';

interface Migration {
  name: string;
  sql: string;
}

// Append only: a released migration never changes, a new change is a new entry.
const MIGRATIONS: readonly Migration[] = [
  {
    name: '001-admin-users',
    sql: `
      CREATE TABLE identity.admin_users (
        id            serial PRIMARY KEY,
        username      text NOT NULL UNIQUE,
        password_hash text NOT NULL,
        full_name     text NOT NULL,
        created_at    timestamptz NOT NULL DEFAULT now(),
        updated_at    timestamptz NOT NULL DEFAULT now()
      )`,
  },
];

export function createIdentityPool(databaseUrl: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 5 });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool reconnects.
  pool.on('error', () => undefined);
  return pool;
}

/** Creates the identity schema if missing and applies pending migrations in one transaction. */
export async function migrateIdentitySchema(pool: pg.Pool): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // Two processes starting together (gateway and CLI) must not both apply the same migration.
    await client.query("SELECT pg_advisory_xact_lock(hashtext('silkway.identity.migrations'))");
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${IDENTITY_SCHEMA}`);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${IDENTITY_SCHEMA}.migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const applied = await client.query<{ name: string }>(
      `SELECT name FROM ${IDENTITY_SCHEMA}.migrations`,
    );
    const appliedNames = new Set(applied.rows.map((row) => row.name));
    const pending = MIGRATIONS.filter((migration) => !appliedNames.has(migration.name));
    for (const migration of pending) {
      await client.query(migration.sql);
      await client.query(`INSERT INTO ${IDENTITY_SCHEMA}.migrations (name) VALUES ($1)`, [
        migration.name,
      ]);
    }
    await client.query('COMMIT');
    return pending.map((migration) => migration.name);
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}
