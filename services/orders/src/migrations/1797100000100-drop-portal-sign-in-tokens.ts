import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Clients' sign-in link tokens moved to identity (issue 31, docs/portal-accounts.md "Sign-in
 * links"): identity's migration (PortalSignInTokens1797100000000) creates its table and copies these
 * rows. Here the rows issued or used since that copy (by this service's previous release, still
 * running during a rolling upgrade) are copied too, and the table goes. The services migrate at the
 * same time at start, so when this runs first while some link could still sign in, it waits for
 * identity's table; without one after two minutes it fails the start rather than lose those links.
 */
export class DropPortalSignInTokens1797100000100 implements MigrationInterface {
  name = 'DropPortalSignInTokens1797100000100';

  /** How long the drop waits for identity's table when links still wait to be used. */
  constructor(private readonly identityWaitSeconds = 120) {}

  async up(runner: QueryRunner): Promise<void> {
    const [{ waiting }] = (await runner.query(
      `SELECT EXISTS (SELECT 1 FROM orders.portal_sign_in_tokens
                       WHERE used_at IS NULL AND expires_at > now()) AS waiting`,
    )) as [{ waiting: boolean }];
    let copied = await this.identityHasItsTable(runner);
    for (let second = 0; waiting && !copied && second < this.identityWaitSeconds; second += 1) {
      await runner.query(`SELECT pg_sleep(1)`);
      copied = await this.identityHasItsTable(runner);
    }
    if (waiting && !copied)
      throw new Error(
        'Sign-in links still wait to be used and identity has not taken them over: run identity (its migrations) first',
      );
    if (copied)
      await runner.query(`
        INSERT INTO identity.portal_sign_in_tokens (token_hash, counterparty_id, expires_at, used_at, created_at)
        SELECT token_hash, counterparty_id, expires_at, used_at, created_at FROM orders.portal_sign_in_tokens
        ON CONFLICT (token_hash) DO UPDATE
          SET used_at = coalesce(identity.portal_sign_in_tokens.used_at, excluded.used_at)`);
    await runner.query(`DROP TABLE orders.portal_sign_in_tokens`);
  }

  async down(runner: QueryRunner): Promise<void> {
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
  }

  private async identityHasItsTable(runner: QueryRunner): Promise<boolean> {
    const [{ found }] = (await runner.query(
      `SELECT to_regclass('identity.portal_sign_in_tokens') IS NOT NULL AS found`,
    )) as [{ found: boolean }];
    return found;
  }
}
