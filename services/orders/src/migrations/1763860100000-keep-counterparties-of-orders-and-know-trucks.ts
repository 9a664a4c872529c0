import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A counterparty with orders can no longer be deleted (its orders kept their row but lost their
 * client); and the trucks the inventory announces, so items are put only into trucks that exist.
 */
export class KeepCounterpartiesOfOrdersAndKnowTrucks1763860100000 implements MigrationInterface {
  name = 'KeepCounterpartiesOfOrdersAndKnowTrucks1763860100000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE orders.orders DROP CONSTRAINT orders_counterparty_id_fkey`);
    await runner.query(
      `ALTER TABLE orders.orders ADD CONSTRAINT orders_counterparty_id_fkey FOREIGN KEY (counterparty_id) REFERENCES orders.counterparties (id) ON DELETE RESTRICT`,
    );
    await runner.query(`
      CREATE TABLE orders.trucks (
        id integer PRIMARY KEY,
        number text NOT NULL,
        removed boolean NOT NULL DEFAULT false,
        state_at timestamptz NOT NULL
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE orders.trucks`);
    await runner.query(`ALTER TABLE orders.orders DROP CONSTRAINT orders_counterparty_id_fkey`);
    await runner.query(
      `ALTER TABLE orders.orders ADD CONSTRAINT orders_counterparty_id_fkey FOREIGN KEY (counterparty_id) REFERENCES orders.counterparties (id) ON DELETE SET NULL`,
    );
  }
}
