import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for searching at volume (docs/product-decisions.md, "Search on indexes"): b-tree
 * `text_pattern_ops` for one- and two-character prefixes (and the tracking lookup by code), and the
 * newest-first order of items for searches that match many.
 */
/** The searched columns' prefix indexes: name, table, column. */
const PREFIX_INDEXES = [
  ['orders_code_prefix', 'orders', 'code'],
  ['orders_name_prefix', 'orders', 'name'],
  ['counterparties_name_prefix', 'counterparties', 'name'],
  ['counterparties_company_prefix', 'counterparties', 'company'],
  ['order_items_code_prefix', 'order_items', 'code'],
  ['order_items_name_prefix', 'order_items', 'name'],
] as const;

export class SearchOnIndexes1763858000000 implements MigrationInterface {
  name = 'SearchOnIndexes1763858000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX orders.orders_code_lower`);
    for (const [index, table, column] of PREFIX_INDEXES) {
      await runner.query(
        `CREATE INDEX ${index} ON orders.${table} (lower(${column}) text_pattern_ops)`,
      );
    }
    await runner.query(
      `CREATE INDEX order_items_created ON orders.order_items (created_at DESC, id DESC)`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    const prefixIndexes = PREFIX_INDEXES.map(([index]) => index).reverse();
    for (const index of ['order_items_created', ...prefixIndexes]) {
      await runner.query(`DROP INDEX orders.${index}`);
    }
    await runner.query(`CREATE INDEX orders_code_lower ON orders.orders (lower(code))`);
  }
}
