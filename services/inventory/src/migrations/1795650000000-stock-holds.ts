import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What each order item holds of a stock line (docs/events.md "Stock taken and given back"): a
 * reduction adds to it, a return gives back at most what it holds, and a deleted item's hold is
 * released, so a reduction that arrives after its item was deleted takes nothing. Units taken
 * before this table existed are not known to it, and a return of them gives nothing back.
 */
export class StockHolds1795650000000 implements MigrationInterface {
  name = 'StockHolds1795650000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE inventory.stock_holds (
        order_item_id integer PRIMARY KEY,
        inventory_item_id integer NOT NULL,
        quantity integer NOT NULL CHECK (quantity >= 0),
        released boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE inventory.stock_holds`);
  }
}
