import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Items let go of a deleted warehouse (docs/product-decisions.md "References and deletes"): the
 * warehouses the inventory announced removed, which items may no longer name, and the indexes the
 * releases by `warehouse.removed` and `stock-line.removed` find their items by.
 */
export class ItemWarehousesLetGo1796300300000 implements MigrationInterface {
  name = 'ItemWarehousesLetGo1796300300000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE orders.removed_warehouses (
        warehouse_id integer CONSTRAINT removed_warehouses_pkey PRIMARY KEY,
        removed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE INDEX order_items_warehouse_id_idx ON orders.order_items (warehouse_id)
       WHERE warehouse_id IS NOT NULL`);
    await runner.query(`
      CREATE INDEX order_items_inventory_item_id_idx ON orders.order_items (inventory_item_id)
       WHERE inventory_item_id IS NOT NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX orders.order_items_inventory_item_id_idx');
    await runner.query('DROP INDEX orders.order_items_warehouse_id_idx');
    await runner.query('DROP TABLE orders.removed_warehouses');
  }
}
