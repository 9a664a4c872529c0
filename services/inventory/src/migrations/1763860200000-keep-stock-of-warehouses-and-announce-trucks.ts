import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A warehouse with stock lines can no longer be deleted (its stock went with it silently); and
 * every truck already there is announced to the orders service (`truck.upserted`), which now keeps
 * the trucks items may be put into.
 */
export class KeepStockOfWarehousesAndAnnounceTrucks1763860200000 implements MigrationInterface {
  name = 'KeepStockOfWarehousesAndAnnounceTrucks1763860200000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `ALTER TABLE inventory.inventory_items DROP CONSTRAINT inventory_items_warehouse_id_fkey`,
    );
    await runner.query(
      `ALTER TABLE inventory.inventory_items ADD CONSTRAINT inventory_items_warehouse_id_fkey FOREIGN KEY (warehouse_id) REFERENCES inventory.warehouses (id) ON DELETE RESTRICT`,
    );
    await runner.query(`
      INSERT INTO inventory.outbox (id, type, consumer, payload, occurred_at)
      SELECT gen_random_uuid(), 'truck.upserted', 'orders', jsonb_build_object('truckId', id, 'number', number), now()
        FROM inventory.trucks`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(
      `ALTER TABLE inventory.inventory_items DROP CONSTRAINT inventory_items_warehouse_id_fkey`,
    );
    await runner.query(
      `ALTER TABLE inventory.inventory_items ADD CONSTRAINT inventory_items_warehouse_id_fkey FOREIGN KEY (warehouse_id) REFERENCES inventory.warehouses (id) ON DELETE CASCADE`,
    );
  }
}
