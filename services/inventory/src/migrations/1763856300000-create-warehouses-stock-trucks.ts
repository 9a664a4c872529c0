import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateWarehousesStockTrucks1763856300000 implements MigrationInterface {
  name = 'CreateWarehousesStockTrucks1763856300000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE inventory.warehouses (
        id serial PRIMARY KEY,
        name text NOT NULL,
        location text NOT NULL,
        address text,
        capacity numeric(14,3) NOT NULL DEFAULT 0,
        current_utilization numeric(14,3) NOT NULL DEFAULT 0,
        is_active boolean NOT NULL DEFAULT true,
        manager text,
        phone text,
        comments text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE inventory.inventory_items (
        id serial PRIMARY KEY,
        warehouse_id integer NOT NULL REFERENCES inventory.warehouses (id) ON DELETE CASCADE,
        code text NOT NULL,
        name text NOT NULL,
        description text,
        characteristics text,
        quantity integer NOT NULL DEFAULT 0 CHECK (quantity >= 0),
        price_per_unit numeric(14,2) NOT NULL DEFAULT 0,
        volume numeric(14,3) NOT NULL DEFAULT 0,
        volume_type text NOT NULL DEFAULT 'kg' CHECK (volume_type IN ('kg', 'm³')),
        delivery_period integer,
        transport text NOT NULL DEFAULT 'Авто',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(
      `CREATE INDEX inventory_items_warehouse ON inventory.inventory_items (warehouse_id)`,
    );
    await runner.query(`CREATE INDEX inventory_items_code ON inventory.inventory_items (code)`);
    await runner.query(`
      CREATE TABLE inventory.trucks (
        id serial PRIMARY KEY,
        number text NOT NULL,
        capacity numeric(14,3) NOT NULL DEFAULT 0,
        status text NOT NULL DEFAULT 'Свободен' CHECK (status IN ('Свободен', 'В пути')),
        current_weight numeric(14,3) NOT NULL DEFAULT 0,
        current_volume numeric(14,3) NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE inventory.trucks`);
    await runner.query(`DROP TABLE inventory.inventory_items`);
    await runner.query(`DROP TABLE inventory.warehouses`);
  }
}
