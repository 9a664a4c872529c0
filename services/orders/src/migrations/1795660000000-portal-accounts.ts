import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Client accounts (docs/portal-accounts.md): whether a counterparty may sign in and in which language
 * it is written to, its sign-in links (only their SHA-256 kept) and the requests for links, counted
 * per address for the rate limit whether or not the address is a client's.
 */
export class PortalAccounts1795660000000 implements MigrationInterface {
  name = 'PortalAccounts1795660000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE orders.counterparties
        ADD COLUMN portal_access boolean NOT NULL DEFAULT false,
        ADD COLUMN portal_language text NOT NULL DEFAULT 'ru'
          CHECK (portal_language IN ('ru', 'tj', 'en', 'zh'))`);
    await runner.query(`
      CREATE INDEX counterparties_portal_email ON orders.counterparties (lower(email)) WHERE portal_access`);
    await runner.query(`
      CREATE TABLE orders.portal_sign_in_tokens (
        token_hash text PRIMARY KEY,
        counterparty_id integer NOT NULL REFERENCES orders.counterparties (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(
      `CREATE INDEX portal_sign_in_tokens_counterparty ON orders.portal_sign_in_tokens (counterparty_id)`,
    );
    await runner.query(`
      CREATE TABLE orders.portal_sign_in_requests (
        id bigserial PRIMARY KEY,
        email_key text NOT NULL,
        requested_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(
      `CREATE INDEX portal_sign_in_requests_email ON orders.portal_sign_in_requests (email_key, requested_at)`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE orders.portal_sign_in_requests`);
    await runner.query(`DROP TABLE orders.portal_sign_in_tokens`);
    await runner.query(`DROP INDEX orders.counterparties_portal_email`);
    await runner.query(
      `ALTER TABLE orders.counterparties DROP COLUMN portal_language, DROP COLUMN portal_access`,
    );
  }
}
