import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The payments ledger (issue 23, docs/payments.md): payments as entered with their rate, their
 * allocations to items (an allocation without an item is the client's advance), the rates by day,
 * and each counterparty's typed "current debt" kept as its opening balance, from which the debt is
 * now computed.
 */
export class PaymentsLedger1795670000000 implements MigrationInterface {
  name = 'PaymentsLedger1795670000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE orders.exchange_rates (
        currency text NOT NULL CHECK (currency IN ('TJS', 'CNY', 'RUB')),
        day date NOT NULL,
        rate numeric(14,6) NOT NULL CHECK (rate > 0),
        set_by text NOT NULL,
        set_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (currency, day)
      )`);
    await runner.query(`
      CREATE TABLE orders.payments (
        id serial PRIMARY KEY,
        counterparty_id integer NOT NULL REFERENCES orders.counterparties (id) ON DELETE RESTRICT,
        order_id integer REFERENCES orders.orders (id) ON DELETE SET NULL,
        amount numeric(14,2) NOT NULL CHECK (amount > 0),
        currency text NOT NULL CHECK (currency IN ('USD', 'TJS', 'CNY', 'RUB')),
        rate numeric(14,6) NOT NULL CHECK (rate > 0),
        rate_date date,
        amount_usd numeric(14,2) NOT NULL CHECK (amount_usd >= 0),
        paid_at date NOT NULL,
        method text NOT NULL CHECK (method IN ('cash', 'bank', 'card', 'other')),
        reference text,
        note text,
        created_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        voided_at timestamptz,
        void_reason text,
        voided_by text,
        CHECK ((voided_at IS NULL) = (void_reason IS NULL))
      )`);
    await runner.query(
      `CREATE INDEX payments_counterparty_newest ON orders.payments (counterparty_id, paid_at DESC, id DESC)`,
    );
    await runner.query(`CREATE INDEX payments_order ON orders.payments (order_id)`);
    await runner.query(`CREATE INDEX payments_newest ON orders.payments (paid_at DESC, id DESC)`);
    // A live payment's allocations add up to its dollars; a void deletes them. A deleted item or
    // order leaves its allocation without an item: the money goes back to the client's advance.
    await runner.query(`
      CREATE TABLE orders.payment_allocations (
        id serial PRIMARY KEY,
        payment_id integer NOT NULL REFERENCES orders.payments (id) ON DELETE RESTRICT,
        counterparty_id integer NOT NULL REFERENCES orders.counterparties (id) ON DELETE RESTRICT,
        order_id integer REFERENCES orders.orders (id) ON DELETE SET NULL,
        item_id integer REFERENCES orders.order_items (id) ON DELETE SET NULL,
        amount_usd numeric(14,2) NOT NULL CHECK (amount_usd > 0)
      )`);
    await runner.query(
      `CREATE INDEX payment_allocations_payment ON orders.payment_allocations (payment_id)`,
    );
    await runner.query(
      `CREATE INDEX payment_allocations_item ON orders.payment_allocations (item_id)`,
    );
    await runner.query(
      `CREATE INDEX payment_allocations_advance ON orders.payment_allocations (counterparty_id, payment_id) WHERE item_id IS NULL`,
    );
    await runner.query(`
      CREATE TABLE orders.opening_balances (
        counterparty_id integer PRIMARY KEY REFERENCES orders.counterparties (id) ON DELETE CASCADE,
        amount_usd numeric(14,2) NOT NULL,
        as_of date NOT NULL
      )`);
    await runner.query(`
      INSERT INTO orders.opening_balances (counterparty_id, amount_usd, as_of)
      SELECT id, current_debt, CURRENT_DATE FROM orders.counterparties WHERE current_debt <> 0`);
    await runner.query(`UPDATE orders.counterparties SET current_debt = 0`);
    await runner.query(
      `COMMENT ON COLUMN orders.counterparties.current_debt IS 'Unused since the payments ledger: the debt is computed (orders.opening_balances holds the typed value)'`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`
      UPDATE orders.counterparties c SET current_debt = o.amount_usd
        FROM orders.opening_balances o WHERE o.counterparty_id = c.id`);
    await runner.query(`COMMENT ON COLUMN orders.counterparties.current_debt IS NULL`);
    await runner.query(`DROP TABLE orders.opening_balances`);
    await runner.query(`DROP TABLE orders.payment_allocations`);
    await runner.query(`DROP TABLE orders.payments`);
    await runner.query(`DROP TABLE orders.exchange_rates`);
  }
}
