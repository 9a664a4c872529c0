import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for searching at volume (docs/product-decisions.md, "Search on indexes"): b-tree
 * `text_pattern_ops` for one- and two-character prefixes (and the tracking lookup by code), and the
 * newest-first order of items for searches that match many.
 */
export class SearchOnIndexes1763858000000 implements MigrationInterface {
  name = 'SearchOnIndexes1763858000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX orders.orders_code_lower`);
    await runner.query(
      `CREATE INDEX orders_code_prefix ON orders.orders (lower(code) text_pattern_ops)`,
    );
    await runner.query(
      `CREATE INDEX orders_name_prefix ON orders.orders (lower(name) text_pattern_ops)`,
    );
    await runner.query(
      `CREATE INDEX counterparties_name_prefix ON orders.counterparties (lower(name) text_pattern_ops)`,
    );
    await runner.query(
      `CREATE INDEX counterparties_company_prefix ON orders.counterparties (lower(company) text_pattern_ops)`,
    );
    await runner.query(
      `CREATE INDEX order_items_code_prefix ON orders.order_items (lower(code) text_pattern_ops)`,
    );
    await runner.query(
      `CREATE INDEX order_items_name_prefix ON orders.order_items (lower(name) text_pattern_ops)`,
    );
    await runner.query(
      `CREATE INDEX order_items_created ON orders.order_items (created_at DESC, id DESC)`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const index of [
      'order_items_created',
      'order_items_name_prefix',
      'order_items_code_prefix',
      'counterparties_company_prefix',
      'counterparties_name_prefix',
      'orders_name_prefix',
      'orders_code_prefix',
    ]) {
      await runner.query(`DROP INDEX orders.${index}`);
    }
    await runner.query(`CREATE INDEX orders_code_lower ON orders.orders (lower(code))`);
  }
}
