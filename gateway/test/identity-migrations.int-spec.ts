import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateIdentitySchema } from '../src/identity/identity-database.js';

const SERVER_URL = (
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/silkway'
).replace(/\/[^/]*$/, '');

describe('identity migrations', () => {
  const databaseName = `silkway_identity_migration_${randomBytes(6).toString('hex')}`;
  let pool: pg.Pool;
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: `${SERVER_URL}/postgres` });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    pool = new pg.Pool({ connectionString: `${SERVER_URL}/${databaseName}`, max: 2 });
  });
  afterAll(async () => {
    await pool.end();
    const admin = new pg.Client({ connectionString: `${SERVER_URL}/postgres` });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  });

  it('makes the administrators of before roles owners, and asks a role of every new one', async () => {
    // The schema as release 001 left it, with one administrator in it.
    await pool.query(`
      CREATE SCHEMA identity;
      CREATE TABLE identity.migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
      INSERT INTO identity.migrations (name) VALUES ('001-admin-users');
      CREATE TABLE identity.admin_users (
        id serial PRIMARY KEY, username text NOT NULL UNIQUE, password_hash text NOT NULL,
        full_name text NOT NULL, created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now());
      INSERT INTO identity.admin_users (username, password_hash, full_name) VALUES ('old-admin', 'x', 'Old');
    `);
    expect(await migrateIdentitySchema(pool)).toEqual([
      '002-staff-roles-and-two-factor',
      '003-audit-outbox',
    ]);
    const existing = await pool.query(
      "SELECT role, disabled FROM identity.admin_users WHERE username = 'old-admin'",
    );
    expect(existing.rows).toEqual([{ role: 'owner', disabled: false }]);
    await expect(
      pool.query(
        "INSERT INTO identity.admin_users (username, password_hash, full_name) VALUES ('new', 'x', 'New')",
      ),
    ).rejects.toThrow(/role/);
    await expect(
      pool.query(
        "INSERT INTO identity.admin_users (username, password_hash, full_name, role) VALUES ('new', 'x', 'New', 'janitor')",
      ),
    ).rejects.toThrow(/check/);
  });
});
