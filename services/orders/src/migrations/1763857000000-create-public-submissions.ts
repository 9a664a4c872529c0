import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What visitors send from the public site: quote requests and contact messages, each awaiting a reply. */
export class CreatePublicSubmissions1763857000000 implements MigrationInterface {
  name = 'CreatePublicSubmissions1763857000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE orders.quote_requests (
        id serial PRIMARY KEY,
        name text NOT NULL,
        phone text NOT NULL,
        email text,
        company text,
        service_type text NOT NULL,
        source_country text,
        destination_country text,
        estimated_budget text,
        timeline text,
        description text NOT NULL,
        status text NOT NULL DEFAULT 'new',
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(
      `CREATE INDEX quote_requests_status_received ON orders.quote_requests (status, received_at DESC)`,
    );
    await runner.query(`
      CREATE TABLE orders.contact_messages (
        id serial PRIMARY KEY,
        name text NOT NULL,
        email text NOT NULL,
        phone text,
        subject text NOT NULL,
        message text NOT NULL,
        status text NOT NULL DEFAULT 'new',
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(
      `CREATE INDEX contact_messages_status_received ON orders.contact_messages (status, received_at DESC)`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE orders.contact_messages`);
    await runner.query(`DROP TABLE orders.quote_requests`);
  }
}
