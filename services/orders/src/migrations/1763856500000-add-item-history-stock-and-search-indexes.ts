import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the orders and items calls need beyond the first tables: the change history, the stock
 * answer of items taken from a warehouse, and the indexes that keep the orders list fast at
 * 100,000 orders (newest-first paging, substring search through trigram indexes).
 */
/** The searched columns' trigram indexes: name, table, column. */
const TRIGRAM_INDEXES = [
  ['orders_name_trgm', 'orders', 'name'],
  ['orders_code_trgm', 'orders', 'code'],
  ['counterparties_name_trgm', 'counterparties', 'name'],
  ['counterparties_company_trgm', 'counterparties', 'company'],
  ['order_items_name_trgm', 'order_items', 'name'],
  ['order_items_code_trgm', 'order_items', 'code'],
] as const;

export class AddItemHistoryStockAndSearchIndexes1763856500000 implements MigrationInterface {
  name = 'AddItemHistoryStockAndSearchIndexes1763856500000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE orders.change_history (
        id serial PRIMARY KEY,
        item_id integer NOT NULL REFERENCES orders.order_items (id) ON DELETE CASCADE,
        username text NOT NULL,
        field_changed text NOT NULL,
        old_value text,
        new_value text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(
      `CREATE INDEX change_history_item ON orders.change_history (item_id, created_at DESC, id DESC)`,
    );

    await runner.query(
      `ALTER TABLE orders.order_items ADD COLUMN stock_status text CHECK (stock_status IN ('pending', 'reduced', 'rejected'))`,
    );
    await runner.query(`ALTER TABLE orders.order_items ADD COLUMN stock_note text`);
    await runner.query(
      `ALTER TABLE orders.order_items ADD COLUMN status_changed_at timestamptz NOT NULL DEFAULT now()`,
    );
    await runner.query(
      `ALTER TABLE orders.orders ADD CONSTRAINT orders_status_known CHECK (status IN ('active', 'completed'))`,
    );

    await runner.query(`CREATE INDEX orders_created ON orders.orders (created_at DESC, id DESC)`);
    await runner.query(
      `CREATE INDEX orders_status_created_id ON orders.orders (status, created_at DESC, id DESC)`,
    );
    await runner.query(`DROP INDEX orders.orders_status_created`);
    await runner.query(`CREATE INDEX orders_code_lower ON orders.orders (lower(code))`);
    // Extensions belong to the database; public keeps it visible to every schema.
    await runner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);
    for (const [index, table, column] of TRIGRAM_INDEXES) {
      await runner.query(
        `CREATE INDEX ${index} ON orders.${table} USING gin (lower(${column}) public.gin_trgm_ops)`,
      );
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    const trigramIndexes = TRIGRAM_INDEXES.map(([index]) => index).reverse();
    for (const index of [
      ...trigramIndexes,
      'orders_code_lower',
      'orders_status_created_id',
      'orders_created',
    ]) {
      await runner.query(`DROP INDEX orders.${index}`);
    }
    await runner.query(
      `CREATE INDEX orders_status_created ON orders.orders (status, created_at DESC)`,
    );
    await runner.query(`ALTER TABLE orders.orders DROP CONSTRAINT orders_status_known`);
    await runner.query(
      `ALTER TABLE orders.order_items DROP COLUMN status_changed_at, DROP COLUMN stock_note, DROP COLUMN stock_status`,
    );
    await runner.query(`DROP TABLE orders.change_history`);
  }
}
