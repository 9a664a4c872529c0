import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The trucks order items are about to name or name (docs/events.md "Trucks held by items"): written
 * by the orders service's call before its item commits, so a delete is refused however far the
 * truck-load projection lags. The foreign key (no cascade) makes a hold and a delete exclude each
 * other; an item may hold the truck it leaves and the one it enters until its move is known.
 */
export class TruckHolds1796300000000 implements MigrationInterface {
  name = 'TruckHolds1796300000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE inventory.truck_holds (
        order_item_id integer NOT NULL,
        truck_id integer NOT NULL REFERENCES inventory.trucks (id),
        order_code text NOT NULL,
        held_at timestamptz NOT NULL,
        PRIMARY KEY (order_item_id, truck_id)
      )`);
    await runner.query(`CREATE INDEX truck_holds_truck ON inventory.truck_holds (truck_id)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE inventory.truck_holds`);
  }
}
