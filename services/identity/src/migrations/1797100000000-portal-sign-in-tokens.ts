import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Clients' sign-in link tokens move from the orders service to identity (issue 31): the same rows,
 * copied when orders still keeps them, so a link e-mailed before the upgrade signs in after it.
 * Orders drops its table in its own migration (DropPortalSignInTokens1797100000100), which copies
 * what it issued meanwhile (docs/portal-accounts.md "Sign-in links").
 */
export class PortalSignInTokens1797100000000 implements MigrationInterface {
  name = 'PortalSignInTokens1797100000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE identity.portal_sign_in_tokens (
        -- SHA-256 of the token: a copy of the table signs no one in.
        token_hash text PRIMARY KEY,
        -- The orders service's counterparty: no foreign key across the services' schemas.
        counterparty_id integer NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(
      `CREATE INDEX portal_sign_in_tokens_counterparty ON identity.portal_sign_in_tokens (counterparty_id)`,
    );
    const [{ kept }] = (await runner.query(
      `SELECT to_regclass('orders.portal_sign_in_tokens') IS NOT NULL AS kept`,
    )) as [{ kept: boolean }];
    if (kept)
      await runner.query(`
        INSERT INTO identity.portal_sign_in_tokens (token_hash, counterparty_id, expires_at, used_at, created_at)
        SELECT token_hash, counterparty_id, expires_at, used_at, created_at FROM orders.portal_sign_in_tokens`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE identity.portal_sign_in_tokens`);
  }
}
