import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The requests inbox: each request's status history, and what a quote request was converted into. */
export class RequestsInbox1763860300000 implements MigrationInterface {
  name = 'RequestsInbox1763860300000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `ALTER TABLE orders.quote_requests ADD COLUMN counterparty_id integer, ADD COLUMN order_id integer`,
    );
    await runner.query(`
      CREATE TABLE orders.request_status_changes (
        id serial PRIMARY KEY,
        request_kind text NOT NULL CHECK (request_kind IN ('quote', 'contact')),
        request_id integer NOT NULL,
        from_status text,
        to_status text NOT NULL,
        note text,
        changed_by text NOT NULL,
        changed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(
      `CREATE INDEX request_status_changes_request ON orders.request_status_changes (request_kind, request_id, id)`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE orders.request_status_changes`);
    await runner.query(
      `ALTER TABLE orders.quote_requests DROP COLUMN counterparty_id, DROP COLUMN order_id`,
    );
  }
}
