import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhooks (issue 35 §2, docs/integrations.md "Webhooks"): the subscribed URLs with their signing
 * secrets, and one delivery row per message to one webhook. `seq` orders the deliveries of one record
 * (`record_key`); a delivery is sent only while no earlier one of its record and webhook is pending.
 */
export class Webhooks1796700000000 implements MigrationInterface {
  name = 'Webhooks1796700000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE notifications.webhooks (
        id serial PRIMARY KEY,
        url text NOT NULL,
        events text[] NOT NULL,
        description text,
        secret text NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        created_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE notifications.webhook_deliveries (
        id uuid PRIMARY KEY,
        seq bigserial NOT NULL UNIQUE,
        webhook_id integer NOT NULL REFERENCES notifications.webhooks (id) ON DELETE CASCADE,
        -- The event it came from, the type and the webhook: recorded once however often the event arrives.
        dedupe_key text NOT NULL UNIQUE,
        event text NOT NULL,
        record_key text,
        occurred_at timestamptz NOT NULL,
        data jsonb NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_status_code integer,
        last_error text,
        -- While pending: when it may be tried (a try in flight pushes it past the send timeout).
        next_attempt_at timestamptz DEFAULT now(),
        first_attempt_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        delivered_at timestamptz
      )`);
    await runner.query(`
      CREATE INDEX webhook_deliveries_pending ON notifications.webhook_deliveries (webhook_id, record_key, seq)
        WHERE status = 'pending'`);
    await runner.query(`
      CREATE INDEX webhook_deliveries_due ON notifications.webhook_deliveries (next_attempt_at)
        WHERE status = 'pending'`);
    await runner.query(
      `CREATE INDEX webhook_deliveries_latest ON notifications.webhook_deliveries (webhook_id, seq DESC)`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE notifications.webhook_deliveries`);
    await runner.query(`DROP TABLE notifications.webhooks`);
  }
}
