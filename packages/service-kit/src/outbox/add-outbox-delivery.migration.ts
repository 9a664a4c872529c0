import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdentifier } from '../database/ensure-database.js';
import { schemaOf } from './create-outbox-tables.migration.js';

/**
 * An outbox row is done when its consumer acknowledges it (`delivered_at`), not when it is queued
 * (`sent_at` = last publication). Rows already sent before count as delivered: the old relay gave
 * no other evidence. BRIN indexes keep pruning old rows cheap for tables filled in time order.
 */
export class AddOutboxDelivery1764000000000 implements MigrationInterface {
  name = 'AddOutboxDelivery1764000000000';

  async up(runner: QueryRunner): Promise<void> {
    const schema = quoteIdentifier(schemaOf(runner));
    await runner.query(`ALTER TABLE ${schema}.outbox ADD COLUMN delivered_at timestamptz`);
    await runner.query(
      `UPDATE ${schema}.outbox SET delivered_at = sent_at WHERE sent_at IS NOT NULL`,
    );
    await runner.query(
      `CREATE INDEX outbox_undelivered ON ${schema}.outbox (occurred_at) WHERE delivered_at IS NULL`,
    );
    await runner.query(
      `CREATE INDEX outbox_occurred_brin ON ${schema}.outbox USING brin (occurred_at)`,
    );
    await runner.query(
      `CREATE INDEX processed_events_processed_brin ON ${schema}.processed_events USING brin (processed_at)`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    const schema = quoteIdentifier(schemaOf(runner));
    await runner.query(`DROP INDEX ${schema}.processed_events_processed_brin`);
    await runner.query(`DROP INDEX ${schema}.outbox_occurred_brin`);
    await runner.query(`DROP INDEX ${schema}.outbox_undelivered`);
    await runner.query(`ALTER TABLE ${schema}.outbox DROP COLUMN delivered_at`);
  }
}
