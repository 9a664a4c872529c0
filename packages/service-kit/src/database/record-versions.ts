import type { QueryRunner } from 'typeorm';
import { quoteIdentifier } from './ensure-database.js';

/**
 * Gives each table a `version` (docs/product-decisions.md "No silent overwrite"): 1 for the rows it
 * holds, and a trigger that adds one on every update that changes the row, however the update is
 * written (an entity's save, a query builder's set, a plain statement), so no change escapes it.
 */
export async function addRecordVersions(
  runner: QueryRunner,
  schema: string,
  tables: readonly string[],
): Promise<void> {
  const next = `${quoteIdentifier(schema)}.next_record_version`;
  await runner.query(`
    CREATE FUNCTION ${next}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.version := CASE WHEN NEW IS DISTINCT FROM OLD THEN OLD.version + 1 ELSE OLD.version END;
      RETURN NEW;
    END $$`);
  for (const table of tables) {
    const name = `${quoteIdentifier(schema)}.${quoteIdentifier(table)}`;
    await runner.query(`ALTER TABLE ${name} ADD COLUMN version integer NOT NULL DEFAULT 1`);
    await runner.query(
      `CREATE TRIGGER ${quoteIdentifier(`${table}_next_version`)} BEFORE UPDATE ON ${name} FOR EACH ROW EXECUTE FUNCTION ${next}()`,
    );
  }
}

export async function dropRecordVersions(
  runner: QueryRunner,
  schema: string,
  tables: readonly string[],
): Promise<void> {
  for (const table of tables) {
    const name = `${quoteIdentifier(schema)}.${quoteIdentifier(table)}`;
    await runner.query(`DROP TRIGGER ${quoteIdentifier(`${table}_next_version`)} ON ${name}`);
    await runner.query(`ALTER TABLE ${name} DROP COLUMN version`);
  }
  await runner.query(`DROP FUNCTION ${quoteIdentifier(schema)}.next_record_version()`);
}
