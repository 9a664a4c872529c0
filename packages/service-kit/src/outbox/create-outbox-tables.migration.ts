import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdentifier } from '../database/ensure-database.js';

/** The outbox and processed-events tables, in whichever schema the service's data source uses. */
export class CreateOutboxTables1763856000000 implements MigrationInterface {
  name = 'CreateOutboxTables1763856000000';

  async up(runner: QueryRunner): Promise<void> {
    const schema = quoteIdentifier(schemaOf(runner));
    await runner.query(`
      CREATE TABLE ${schema}.outbox (
        id uuid PRIMARY KEY,
        type text NOT NULL,
        consumer text NOT NULL,
        payload jsonb NOT NULL,
        occurred_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    await runner.query(
      `CREATE INDEX outbox_unsent ON ${schema}.outbox (occurred_at) WHERE sent_at IS NULL`,
    );
    await runner.query(`
      CREATE TABLE ${schema}.processed_events (
        event_id uuid PRIMARY KEY,
        type text NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    const schema = quoteIdentifier(schemaOf(runner));
    await runner.query(`DROP TABLE ${schema}.processed_events`);
    await runner.query(`DROP TABLE ${schema}.outbox`);
  }
}

export function schemaOf(runner: QueryRunner): string {
  const { schema } = runner.connection.options as { schema?: string };
  if (!schema) throw new Error('The data source has no schema: set one per service');
  return schema;
}
