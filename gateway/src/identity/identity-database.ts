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
  {
    // Roles (issue 21): the administrators there were, could do everything, so they become owners.
    name: '002-staff-roles-and-two-factor',
    sql: `
      ALTER TABLE identity.admin_users
        ADD COLUMN email text,
        ADD COLUMN role text NOT NULL DEFAULT 'owner'
          CHECK (role IN ('owner', 'manager', 'warehouse', 'accountant', 'viewer')),
        ADD COLUMN disabled boolean NOT NULL DEFAULT false,
        ADD COLUMN last_sign_in_at timestamptz,
        -- TOTP secrets sealed with TOTP_ENCRYPTION_KEY; pending until enabled with a code.
        ADD COLUMN totp_secret text,
        ADD COLUMN totp_pending_secret text,
        -- The 30-second step of the last code accepted: a code of that step or before is refused.
        ADD COLUMN totp_last_step bigint NOT NULL DEFAULT 0;
      ALTER TABLE identity.admin_users ALTER COLUMN role DROP DEFAULT;
      CREATE TABLE identity.recovery_codes (
        user_id   integer NOT NULL REFERENCES identity.admin_users (id) ON DELETE CASCADE,
        -- SHA-256 of the code: the codes are random (50 bits), so no slow hash is needed.
        code_hash text NOT NULL,
        used_at   timestamptz,
        PRIMARY KEY (user_id, code_hash)
      )`,
  },
  {
    // The gateway's audit entries, kept here until the log (notifications) has taken them.
    name: '003-audit-outbox',
    sql: `
      CREATE TABLE identity.audit_outbox (
        id    uuid PRIMARY KEY,
        at    timestamptz NOT NULL,
        entry jsonb NOT NULL
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
