import { HAND_WRITTEN_MIGRATIONS_TABLE } from '@silkway/service-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The schema the gateway's hand-written runner kept (releases 001 to 003), taken over in place:
 * on a new database it is created; on one the gateway ran, every account, password hash, second
 * factor and recovery code stays as it was, and what it still lacks is added. Sessions live in
 * Redis and are not touched. The gateway's audit entries still waiting in `audit_outbox` move to the
 * service's outbox (same ids, so the log stores each once), and the old table and the old runner's
 * list of migrations go.
 */
export class AdoptIdentitySchema1764400000000 implements MigrationInterface {
  name = 'AdoptIdentitySchema1764400000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE IF NOT EXISTS identity.admin_users (
        id            serial PRIMARY KEY,
        username      text NOT NULL UNIQUE,
        password_hash text NOT NULL,
        full_name     text NOT NULL,
        created_at    timestamptz NOT NULL DEFAULT now(),
        updated_at    timestamptz NOT NULL DEFAULT now()
      )`);
    // Roles (issue 21): the administrators of before roles could do everything, so they are owners.
    await runner.query(`
      ALTER TABLE identity.admin_users
        ADD COLUMN IF NOT EXISTS email text,
        ADD COLUMN IF NOT EXISTS role text NOT NULL DEFAULT 'owner'
          CHECK (role IN ('owner', 'manager', 'warehouse', 'accountant', 'viewer')),
        ADD COLUMN IF NOT EXISTS disabled boolean NOT NULL DEFAULT false,
        ADD COLUMN IF NOT EXISTS last_sign_in_at timestamptz,
        -- TOTP secrets sealed with TOTP_ENCRYPTION_KEY; pending until enabled with a code.
        ADD COLUMN IF NOT EXISTS totp_secret text,
        ADD COLUMN IF NOT EXISTS totp_pending_secret text,
        -- The 30-second step of the last code accepted: a code of that step or before is refused.
        ADD COLUMN IF NOT EXISTS totp_last_step bigint NOT NULL DEFAULT 0`);
    await runner.query(`ALTER TABLE identity.admin_users ALTER COLUMN role DROP DEFAULT`);
    await runner.query(`
      CREATE TABLE IF NOT EXISTS identity.recovery_codes (
        user_id   integer NOT NULL REFERENCES identity.admin_users (id) ON DELETE CASCADE,
        -- SHA-256 of the code: the codes are random (50 bits), so no slow hash is needed.
        code_hash text NOT NULL,
        used_at   timestamptz,
        PRIMARY KEY (user_id, code_hash)
      )`);
    const [{ kept }] = (await runner.query(
      `SELECT to_regclass('identity.audit_outbox') IS NOT NULL AS kept`,
    )) as [{ kept: boolean }];
    if (kept) {
      await runner.query(`
        INSERT INTO identity.outbox (id, type, consumer, payload, occurred_at)
        SELECT id, 'audit.recorded', 'notifications', entry, at FROM identity.audit_outbox
        ON CONFLICT (id) DO NOTHING`);
      await runner.query(`DROP TABLE identity.audit_outbox`);
    }
    await runner.query(`DROP TABLE IF EXISTS identity.${HAND_WRITTEN_MIGRATIONS_TABLE}`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE identity.recovery_codes`);
    await runner.query(`DROP TABLE identity.admin_users`);
  }
}
