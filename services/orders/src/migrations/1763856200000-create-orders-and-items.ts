import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders and their items with every field of product.md §3. Warehouse and truck ids point into the
 * inventory service, so they are plain columns, not foreign keys (each service owns its schema).
 */
export class CreateOrdersAndItems1763856200000 implements MigrationInterface {
  name = 'CreateOrdersAndItems1763856200000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE orders.orders (
        id serial PRIMARY KEY,
        name text NOT NULL,
        code text,
        comments text,
        counterparty_id integer REFERENCES orders.counterparties (id) ON DELETE SET NULL,
        status text NOT NULL DEFAULT 'active',
        warehouse text,
        destination text,
        expected_delivery date,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX orders_code ON orders.orders (code)`);
    await runner.query(`CREATE INDEX orders_counterparty ON orders.orders (counterparty_id)`);
    await runner.query(
      `CREATE INDEX orders_status_created ON orders.orders (status, created_at DESC)`,
    );
    await runner.query(`
      CREATE TABLE orders.order_items (
        id serial PRIMARY KEY,
        order_id integer NOT NULL REFERENCES orders.orders (id) ON DELETE CASCADE,
        code text NOT NULL,
        name text NOT NULL,
        quantity integer NOT NULL DEFAULT 1 CHECK (quantity >= 1),
        characteristics text,
        description text,
        delivery_period integer,
        destination text DEFAULT 'Таджикистан/Душанбе',
        shipment_date date,
        expected_delivery_date date,
        transport text NOT NULL DEFAULT 'Авто',
        comments text,
        volume_type text NOT NULL DEFAULT 'kg' CHECK (volume_type IN ('kg', 'm³')),
        transport_price numeric(14,2) NOT NULL DEFAULT 0,
        price_per_unit numeric(14,2) NOT NULL DEFAULT 0,
        total_price numeric(14,2) NOT NULL DEFAULT 0,
        total_transport_cost numeric(14,2) NOT NULL DEFAULT 0,
        volume numeric(14,3) NOT NULL DEFAULT 0,
        weight numeric(14,3) NOT NULL DEFAULT 0,
        status text NOT NULL DEFAULT 'На складе',
        payment_status text NOT NULL DEFAULT 'unpaid',
        photos jsonb NOT NULL DEFAULT '[]',
        raw_text text,
        warehouse_id integer,
        warehouse_name text,
        truck_id integer,
        truck_number text,
        total_amount numeric(14,2) NOT NULL DEFAULT 0,
        remaining_amount numeric(14,2) NOT NULL DEFAULT 0,
        auto_calculate boolean NOT NULL DEFAULT true,
        from_inventory boolean NOT NULL DEFAULT false,
        inventory_item_id integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX order_items_order ON orders.order_items (order_id)`);
    await runner.query(
      `CREATE INDEX order_items_truck ON orders.order_items (truck_id) WHERE truck_id IS NOT NULL`,
    );
    await runner.query(`CREATE INDEX order_items_code ON orders.order_items (code)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE orders.order_items`);
    await runner.query(`DROP TABLE orders.orders`);
  }
}
