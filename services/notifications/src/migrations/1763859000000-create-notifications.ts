import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Subscriptions to an order's news, their single-purpose tokens (hashed), the status changes
 * waiting to be grouped into one e-mail, and every message to send or sent (the sent-log).
 */
export class CreateNotifications1763859000000 implements MigrationInterface {
  name = 'CreateNotifications1763859000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE notifications.subscriptions (
        id serial PRIMARY KEY,
        order_id integer NOT NULL,
        order_code text NOT NULL,
        email text NOT NULL,
        language text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
        confirmation_sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        confirmed_at timestamptz
      )`);
    await runner.query(
      `CREATE UNIQUE INDEX subscriptions_order_email ON notifications.subscriptions (order_id, lower(email))`,
    );
    await runner.query(`
      CREATE TABLE notifications.subscription_tokens (
        token_hash text PRIMARY KEY,
        subscription_id integer NOT NULL REFERENCES notifications.subscriptions (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('confirm', 'unsubscribe')),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await runner.query(`
      CREATE TABLE notifications.pending_changes (
        id serial PRIMARY KEY,
        order_id integer NOT NULL,
        order_code text,
        description jsonb NOT NULL,
        occurred_at timestamptz NOT NULL,
        grouped_at timestamptz
      )`);
    await runner.query(
      `CREATE INDEX pending_changes_waiting ON notifications.pending_changes (order_id, id) WHERE grouped_at IS NULL`,
    );
    await runner.query(`
      CREATE TABLE notifications.deliveries (
        id uuid PRIMARY KEY,
        dedupe_key text NOT NULL UNIQUE,
        kind text NOT NULL,
        channel text NOT NULL CHECK (channel IN ('email', 'telegram')),
        recipient text NOT NULL,
        order_id integer,
        subject text,
        body_text text,
        body_html text,
        created_at timestamptz NOT NULL DEFAULT now(),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        sent_at timestamptz
      )`);
    await runner.query(
      `CREATE INDEX deliveries_order_sent ON notifications.deliveries (order_id, sent_at) WHERE kind = 'order-update'`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE notifications.deliveries`);
    await runner.query(`DROP TABLE notifications.pending_changes`);
    await runner.query(`DROP TABLE notifications.subscription_tokens`);
    await runner.query(`DROP TABLE notifications.subscriptions`);
  }
}
