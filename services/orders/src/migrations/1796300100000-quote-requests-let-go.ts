import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A converted quote request lets go of the client and the order it made when they are deleted
 * (docs/product-decisions.md "References and deletes"): both ids become foreign keys that set null.
 * Ids already naming nothing are cleared first.
 */
export class QuoteRequestsLetGo1796300100000 implements MigrationInterface {
  name = 'QuoteRequestsLetGo1796300100000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      UPDATE orders.quote_requests q SET order_id = NULL
       WHERE order_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM orders.orders o WHERE o.id = q.order_id)`);
    await runner.query(`
      UPDATE orders.quote_requests q SET counterparty_id = NULL
       WHERE counterparty_id IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM orders.counterparties c WHERE c.id = q.counterparty_id)`);
    await runner.query(`
      ALTER TABLE orders.quote_requests
        ADD CONSTRAINT quote_requests_order_id_fkey
          FOREIGN KEY (order_id) REFERENCES orders.orders (id) ON DELETE SET NULL,
        ADD CONSTRAINT quote_requests_counterparty_id_fkey
          FOREIGN KEY (counterparty_id) REFERENCES orders.counterparties (id) ON DELETE SET NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE orders.quote_requests
        DROP CONSTRAINT quote_requests_order_id_fkey,
        DROP CONSTRAINT quote_requests_counterparty_id_fkey`);
  }
}
