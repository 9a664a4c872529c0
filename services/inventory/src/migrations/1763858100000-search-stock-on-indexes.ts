import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The stock search reads indexes, not the table (docs/product-decisions.md, "Search on indexes"):
 * trigram GIN indexes for three characters or more, b-tree `text_pattern_ops` for one- and
 * two-character prefixes, on each searched column.
 */
export class SearchStockOnIndexes1763858100000 implements MigrationInterface {
  name = 'SearchStockOnIndexes1763858100000';

  async up(runner: QueryRunner): Promise<void> {
    // Extensions belong to the database; public keeps it visible to every schema.
    await runner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);
    for (const column of ['code', 'name', 'description']) {
      await runner.query(
        `CREATE INDEX inventory_items_${column}_trgm ON inventory.inventory_items USING gin (lower(${column}) public.gin_trgm_ops)`,
      );
      await runner.query(
        `CREATE INDEX inventory_items_${column}_prefix ON inventory.inventory_items (lower(${column}) text_pattern_ops)`,
      );
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const column of ['code', 'name', 'description']) {
      await runner.query(`DROP INDEX inventory.inventory_items_${column}_prefix`);
      await runner.query(`DROP INDEX inventory.inventory_items_${column}_trgm`);
    }
  }
}
