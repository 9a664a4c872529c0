import type { MigrationInterface, QueryRunner } from 'typeorm';
import { newTrackingCode, TRACKING_CODE_INDEX } from '../entities/tracking-code.js';

interface CodedOrder {
  id: number;
  code: string;
}

/**
 * One order per tracking code (codes were typed by hand and could repeat, so a client's code could
 * show another client's order): codes are trimmed, the later orders of a repeated code get `-2`,
 * `-3`… (each renaming reported in the log), orders without a code get a generated one, and a
 * unique index on lower(code) keeps it so.
 */
export class UniqueTrackingCodes1795650000000 implements MigrationInterface {
  name = 'UniqueTrackingCodes1795650000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `UPDATE orders.orders SET code = NULLIF(btrim(code), '') WHERE code <> btrim(code) OR code = ''`,
    );
    const repeated: CodedOrder[] = await runner.query(`
      SELECT id, code FROM (
        SELECT id, code, row_number() OVER (PARTITION BY lower(code) ORDER BY created_at, id) AS place
          FROM orders.orders WHERE code IS NOT NULL) ranked
       WHERE place > 1 ORDER BY id`);
    for (const order of repeated) {
      const renamed = await freeCode(runner, order.code);
      await runner.query(`UPDATE orders.orders SET code = $2 WHERE id = $1`, [order.id, renamed]);
      console.warn(
        `orders migration: order ${order.id} shared the tracking code "${order.code}", now "${renamed}"`,
      );
    }
    const uncoded: { id: number }[] = await runner.query(
      `SELECT id FROM orders.orders WHERE code IS NULL ORDER BY id`,
    );
    for (const { id } of uncoded)
      await runner.query(`UPDATE orders.orders SET code = $2 WHERE id = $1`, [
        id,
        newTrackingCode(),
      ]);
    await runner.query(`ALTER TABLE orders.orders ALTER COLUMN code SET NOT NULL`);
    await runner.query(`CREATE UNIQUE INDEX ${TRACKING_CODE_INDEX} ON orders.orders (lower(code))`);
    // The unique index answers every lookup the plain ones did.
    await runner.query(`DROP INDEX IF EXISTS orders.orders_code_lower`);
    await runner.query(`DROP INDEX IF EXISTS orders.orders_code`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE INDEX orders_code ON orders.orders (code)`);
    await runner.query(`CREATE INDEX orders_code_lower ON orders.orders (lower(code))`);
    await runner.query(`DROP INDEX orders.${TRACKING_CODE_INDEX}`);
    await runner.query(`ALTER TABLE orders.orders ALTER COLUMN code DROP NOT NULL`);
  }
}

async function freeCode(runner: QueryRunner, code: string): Promise<string> {
  for (let suffix = 2; ; suffix++) {
    const candidate = `${code}-${suffix}`;
    const [taken] = await runner.query(
      `SELECT 1 FROM orders.orders WHERE lower(code) = lower($1)`,
      [candidate],
    );
    if (!taken) return candidate;
  }
}
