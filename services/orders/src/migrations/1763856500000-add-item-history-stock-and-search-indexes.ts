import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the orders and items calls need beyond the first tables: the change history, the stock
 * answer of items taken from a warehouse, and the indexes that keep the orders list fast at
 * 100,000 orders (newest-first paging, substring search through trigram indexes).
 */
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
    await runner.query(
      `CREATE INDEX orders_name_trgm ON orders.orders USING gin (lower(name) public.gin_trgm_ops)`,
    );
    await runner.query(
      `CREATE INDEX orders_code_trgm ON orders.orders USING gin (lower(code) public.gin_trgm_ops)`,
    );
    await runner.query(
      `CREATE INDEX counterparties_name_trgm ON orders.counterparties USING gin (lower(name) public.gin_trgm_ops)`,
    );
    await runner.query(
      `CREATE INDEX counterparties_company_trgm ON orders.counterparties USING gin (lower(company) public.gin_trgm_ops)`,
    );
    await runner.query(
      `CREATE INDEX order_items_name_trgm ON orders.order_items USING gin (lower(name) public.gin_trgm_ops)`,
    );
    await runner.query(
      `CREATE INDEX order_items_code_trgm ON orders.order_items USING gin (lower(code) public.gin_trgm_ops)`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const index of [
      'order_items_code_trgm',
      'order_items_name_trgm',
      'counterparties_company_trgm',
      'counterparties_name_trgm',
      'orders_code_trgm',
      'orders_name_trgm',
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
