import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdentifier } from '../database/ensure-database.js';
import { schemaOf } from './create-outbox-tables.migration.js';

/**
 * The job a row was last published in: the relay publishes the events of one consumer together,
 * so the job's id is no longer the event's. Rows published before have none; their job id is
 * their own id.
 */
export class AddOutboxJob1795564800000 implements MigrationInterface {
  name = 'AddOutboxJob1795564800000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `ALTER TABLE ${quoteIdentifier(schemaOf(runner))}.outbox ADD COLUMN job_id text`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(
      `ALTER TABLE ${quoteIdentifier(schemaOf(runner))}.outbox DROP COLUMN job_id`,
    );
  }
}
