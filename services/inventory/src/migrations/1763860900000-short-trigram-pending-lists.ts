import type { MigrationInterface, QueryRunner } from 'typeorm';

const COLUMNS = ['code', 'name', 'description'];

/**
 * The stock search's trigram indexes keep a short list of pending entries (docs/product-decisions.md,
 * "Search on indexes"): each stock reduction adds entries to it, every search reads it whole, and
 * at the default 4 MB reading it cost more than the search, so PostgreSQL read the table instead.
 */
export class ShortTrigramPendingLists1763860900000 implements MigrationInterface {
  name = 'ShortTrigramPendingLists1763860900000';

  async up(runner: QueryRunner): Promise<void> {
    for (const column of COLUMNS) {
      const index = `inventory.inventory_items_${column}_trgm`;
      await runner.query(`ALTER INDEX ${index} SET (gin_pending_list_limit = 256)`);
      await runner.query(`SELECT gin_clean_pending_list('${index}'::regclass)`);
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const column of COLUMNS)
      await runner.query(
        `ALTER INDEX inventory.inventory_items_${column}_trgm RESET (gin_pending_list_limit)`,
      );
  }
}
