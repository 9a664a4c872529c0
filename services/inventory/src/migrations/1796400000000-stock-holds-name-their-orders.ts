import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A hold keeps the order it is for (a refused delete of its line names it) and when the request it
 * applied last was made (`requested_at`, the event's occurredAt): a request made earlier that
 * arrives later changes nothing. Lines with units held are looked up when a line is deleted.
 */
export class StockHoldsNameTheirOrders1796400000000 implements MigrationInterface {
  name = 'StockHoldsNameTheirOrders1796400000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE inventory.stock_holds
        ADD COLUMN order_code text,
        ADD COLUMN requested_at timestamptz`);
    await runner.query(`
      CREATE INDEX stock_holds_held_lines ON inventory.stock_holds (inventory_item_id)
       WHERE quantity > 0 AND NOT released`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX inventory.stock_holds_held_lines`);
    await runner.query(`
      ALTER TABLE inventory.stock_holds DROP COLUMN requested_at, DROP COLUMN order_code`);
  }
}
