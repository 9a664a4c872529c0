import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Clients with an account follow all their orders (docs/portal-accounts.md "Following all its
 * orders"): who they are as the orders service last said, whether they follow (on by default), the
 * client of each waiting change, and unsubscribe tokens that belong to a client instead of a subscription.
 */
export class PortalFollowers1795700000000 implements MigrationInterface {
  name = 'PortalFollowers1795700000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE notifications.portal_followers (
        counterparty_id integer PRIMARY KEY,
        email text,
        language text NOT NULL,
        access boolean NOT NULL,
        following boolean NOT NULL DEFAULT true,
        -- When the orders service's event that set email, language and access occurred: an older one changes nothing.
        state_at timestamptz NOT NULL
      )`);
    await runner.query(
      `ALTER TABLE notifications.pending_changes ADD COLUMN counterparty_id integer`,
    );
    await runner.query(`
      ALTER TABLE notifications.subscription_tokens
        ALTER COLUMN subscription_id DROP NOT NULL,
        ADD COLUMN counterparty_id integer REFERENCES notifications.portal_followers (counterparty_id) ON DELETE CASCADE,
        ADD CONSTRAINT subscription_tokens_one_owner CHECK ((subscription_id IS NULL) <> (counterparty_id IS NULL))`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(
      `DELETE FROM notifications.subscription_tokens WHERE counterparty_id IS NOT NULL`,
    );
    await runner.query(`
      ALTER TABLE notifications.subscription_tokens
        DROP CONSTRAINT subscription_tokens_one_owner,
        DROP COLUMN counterparty_id,
        ALTER COLUMN subscription_id SET NOT NULL`);
    await runner.query(`ALTER TABLE notifications.pending_changes DROP COLUMN counterparty_id`);
    await runner.query(`DROP TABLE notifications.portal_followers`);
  }
}
