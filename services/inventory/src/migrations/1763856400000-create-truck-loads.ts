import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The truck-load projection (order items from the orders service); truck_id is no foreign key: events may name a truck already deleted. */
export class CreateTruckLoads1763856400000 implements MigrationInterface {
  name = 'CreateTruckLoads1763856400000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE inventory.truck_loads (
        item_id integer PRIMARY KEY,
        order_id integer NOT NULL,
        truck_id integer,
        code text NOT NULL,
        name text NOT NULL,
        quantity integer NOT NULL,
        weight numeric(14,3) NOT NULL,
        volume numeric(14,3) NOT NULL,
        status text NOT NULL,
        counterparty_name text,
        expected_delivery_date date,
        state_at timestamptz NOT NULL,
        removed boolean NOT NULL DEFAULT false
      )`);
    await runner.query(
      `CREATE INDEX truck_loads_truck ON inventory.truck_loads (truck_id) WHERE truck_id IS NOT NULL AND NOT removed`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE inventory.truck_loads`);
  }
}
