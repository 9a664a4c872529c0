import type { MigrationInterface, QueryRunner } from 'typeorm';

const TRIGRAM_INDEXES = [
  'orders_code_trgm',
  'orders_name_trgm',
  'order_items_code_trgm',
  'order_items_name_trgm',
  'counterparties_name_trgm',
  'counterparties_company_trgm',
];

/**
 * Searches on indexes at volume (docs/product-decisions.md, "Search on indexes"):
 * - items whose name starts with one or two characters, newest first, straight from an index each
 *   (a prefix of a million names matches too many rows to sort, and the newest items may hold
 *   few of them); they replace the text_pattern_ops index of item names;
 * - trigram indexes keep a short list of pending entries: every search reads that list whole, and
 *   at the default 4 MB it costs more than the search.
 */
export class NewestItemsByNameStart1763860900000 implements MigrationInterface {
  name = 'NewestItemsByNameStart1763860900000';

  async up(runner: QueryRunner): Promise<void> {
    for (const length of [1, 2])
      await runner.query(
        `CREATE INDEX order_items_name_start${length}_newest ON orders.order_items (left(lower(name), ${length}), created_at DESC, id DESC)`,
      );
    await runner.query(`DROP INDEX orders.order_items_name_prefix`);
    // The planner knows how many names start with a letter only from the statistics of the new expressions.
    await runner.query(`ANALYZE orders.order_items`);
    for (const index of TRIGRAM_INDEXES) {
      await runner.query(`ALTER INDEX orders.${index} SET (gin_pending_list_limit = 256)`);
      await runner.query(`SELECT gin_clean_pending_list('orders.${index}'::regclass)`);
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const index of TRIGRAM_INDEXES)
      await runner.query(`ALTER INDEX orders.${index} RESET (gin_pending_list_limit)`);
    await runner.query(
      `CREATE INDEX order_items_name_prefix ON orders.order_items (lower(name) text_pattern_ops)`,
    );
    for (const length of [1, 2])
      await runner.query(`DROP INDEX orders.order_items_name_start${length}_newest`);
  }
}
