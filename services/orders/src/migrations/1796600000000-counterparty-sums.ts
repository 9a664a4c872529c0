import type { MigrationInterface, QueryRunner } from 'typeorm';

type TriggerEvent = 'insert' | 'update' | 'delete';

/**
 * What the summary and the balances read, kept up to date where it changes (issue 32): per client,
 * what its items still owe, its advance, its active orders and its items in transit, changed by
 * triggers in the same transaction as the rows they sum (docs/payments.md "Balance"). Orders
 * without a client count under counterparty 0. Every trigger works per statement, so a bulk change
 * of a million items costs one grouped sum, not a million updates.
 *
 * An item's sums go to its order's client. An order changing client (or deleted) moves its items'
 * sums away as they are once the item writes under way in it have committed: its items are read
 * FOR SHARE, and the order itself is locked FOR UPDATE against new items (whose foreign key check
 * locks it FOR KEY SHARE), so no item written meanwhile is counted to the client the order left.
 */
export class CounterpartySums1796600000000 implements MigrationInterface {
  name = 'CounterpartySums1796600000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE orders.counterparty_sums (
        counterparty_id integer PRIMARY KEY,
        owed numeric(16,2) NOT NULL DEFAULT 0,
        advance numeric(16,2) NOT NULL DEFAULT 0,
        active_orders integer NOT NULL DEFAULT 0,
        items_in_transit integer NOT NULL DEFAULT 0
      )`);
    await runner.query(
      `COMMENT ON TABLE orders.counterparty_sums IS 'Kept by triggers (migration CounterpartySums1796600000000); counterparty 0 counts the orders without a client'`,
    );
    // Adds deltas (any number of rows per client) to the sums, clients in id order so two
    // transactions adding to the same clients take their row locks in one order.
    await runner.query(`
      CREATE FUNCTION orders.add_to_counterparty_sums(deltas orders.counterparty_sums[]) RETURNS void
      LANGUAGE sql AS $$
        INSERT INTO orders.counterparty_sums AS s
               (counterparty_id, owed, advance, active_orders, items_in_transit)
        SELECT counterparty_id, sum(owed), sum(advance), sum(active_orders), sum(items_in_transit)
          FROM unnest(deltas)
         GROUP BY counterparty_id
        HAVING sum(owed) <> 0 OR sum(advance) <> 0 OR sum(active_orders) <> 0 OR sum(items_in_transit) <> 0
         ORDER BY counterparty_id
        ON CONFLICT (counterparty_id) DO UPDATE
           SET owed = s.owed + excluded.owed,
               advance = s.advance + excluded.advance,
               active_orders = s.active_orders + excluded.active_orders,
               items_in_transit = s.items_in_transit + excluded.items_in_transit
      $$`);
    await runner.query(`
      CREATE FUNCTION orders.rebuild_counterparty_sums() RETURNS void LANGUAGE sql AS $$
        DELETE FROM orders.counterparty_sums;
        INSERT INTO orders.counterparty_sums (counterparty_id, owed, advance, active_orders, items_in_transit)
        SELECT counterparty_id, sum(owed), sum(advance), sum(active_orders), sum(items_in_transit)
          FROM (SELECT COALESCE(o.counterparty_id, 0) AS counterparty_id, i.remaining_amount AS owed,
                       0 AS advance, 0 AS active_orders, (i.status = 'Отправлено')::int AS items_in_transit
                  FROM orders.order_items i JOIN orders.orders o ON o.id = i.order_id
                UNION ALL
                SELECT COALESCE(counterparty_id, 0), 0, 0, (status = 'active')::int, 0 FROM orders.orders
                UNION ALL
                SELECT counterparty_id, 0, amount_usd, 0, 0
                  FROM orders.payment_allocations WHERE item_id IS NULL) sums
         GROUP BY counterparty_id;
      $$`);

    await runner.query(`
      CREATE FUNCTION orders.counterparty_sums_of_items() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM orders.add_to_counterparty_sums(ARRAY(
            SELECT ROW(COALESCE(o.counterparty_id, 0), sum(i.remaining_amount), 0, 0,
                       count(*) FILTER (WHERE i.status = 'Отправлено'))::orders.counterparty_sums
              FROM new_items i JOIN orders.orders o ON o.id = i.order_id
             GROUP BY o.counterparty_id));
        ELSIF TG_OP = 'DELETE' THEN
          -- Items deleted with their order are not found here: the order's delete took their sums.
          PERFORM orders.add_to_counterparty_sums(ARRAY(
            SELECT ROW(COALESCE(o.counterparty_id, 0), -sum(i.remaining_amount), 0, 0,
                       -count(*) FILTER (WHERE i.status = 'Отправлено'))::orders.counterparty_sums
              FROM old_items i JOIN orders.orders o ON o.id = i.order_id
             GROUP BY o.counterparty_id));
        ELSE
          PERFORM orders.add_to_counterparty_sums(ARRAY(
            SELECT ROW(COALESCE(o.counterparty_id, 0), sum(d.owed), 0, 0, sum(d.in_transit))::orders.counterparty_sums
              FROM (SELECT order_id, remaining_amount AS owed, (status = 'Отправлено')::int AS in_transit
                      FROM new_items
                    UNION ALL
                    SELECT order_id, -remaining_amount, -(status = 'Отправлено')::int FROM old_items) d
              JOIN orders.orders o ON o.id = d.order_id
             GROUP BY o.counterparty_id));
        END IF;
        RETURN NULL;
      END $$`);
    await statementTriggers(runner, 'order_items', 'items', 'counterparty_sums_of_items', [
      'insert',
      'update',
      'delete',
    ]);

    await runner.query(`
      CREATE FUNCTION orders.counterparty_sums_of_orders() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM orders.add_to_counterparty_sums(ARRAY(
            SELECT ROW(COALESCE(counterparty_id, 0), 0, 0, count(*) FILTER (WHERE status = 'active'), 0)::orders.counterparty_sums
              FROM new_orders GROUP BY counterparty_id));
          RETURN NULL;
        END IF;
        PERFORM orders.add_to_counterparty_sums(ARRAY(
          SELECT ROW(COALESCE(counterparty_id, 0), 0, 0, sum(active), 0)::orders.counterparty_sums
            FROM (SELECT counterparty_id, (status = 'active')::int AS active FROM new_orders
                  UNION ALL
                  SELECT counterparty_id, -(status = 'active')::int FROM old_orders) d
           GROUP BY counterparty_id));
        -- Orders that changed client: wait for the item writes under way in them (a statement of
        -- its own, so the sums below are read in a snapshot taken after), then move their items' sums.
        PERFORM 1 FROM orders.orders
          WHERE id IN (SELECT n.id FROM new_orders n JOIN old_orders o USING (id)
                        WHERE n.counterparty_id IS DISTINCT FROM o.counterparty_id)
          ORDER BY id FOR UPDATE;
        PERFORM orders.add_to_counterparty_sums(ARRAY(
          SELECT ROW(COALESCE(side.counterparty_id, 0), side.sign * sum(i.remaining_amount), 0, 0,
                     side.sign * count(*) FILTER (WHERE i.status = 'Отправлено'))::orders.counterparty_sums
            FROM new_orders n JOIN old_orders o USING (id)
            CROSS JOIN LATERAL (VALUES (n.counterparty_id, 1), (o.counterparty_id, -1)) side (counterparty_id, sign)
            CROSS JOIN LATERAL (SELECT remaining_amount, status FROM orders.order_items
                                 WHERE order_id = n.id FOR SHARE) i
           WHERE n.counterparty_id IS DISTINCT FROM o.counterparty_id
           GROUP BY side.counterparty_id, side.sign));
        RETURN NULL;
      END $$`);
    await statementTriggers(runner, 'orders', 'orders', 'counterparty_sums_of_orders', [
      'insert',
      'update',
    ]);
    // Before the delete, while its items are still there to be summed (they go by the cascade); the
    // row is already locked, so no item joins it meanwhile.
    await runner.query(`
      CREATE FUNCTION orders.counterparty_sums_of_deleted_order() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM orders.add_to_counterparty_sums(ARRAY(
          SELECT ROW(COALESCE(OLD.counterparty_id, 0), -COALESCE(sum(remaining_amount), 0), 0,
                     -(OLD.status = 'active')::int, -count(*) FILTER (WHERE status = 'Отправлено'))::orders.counterparty_sums
            FROM (SELECT remaining_amount, status FROM orders.order_items
                   WHERE order_id = OLD.id FOR SHARE) items));
        RETURN OLD;
      END $$`);
    await runner.query(`
      CREATE TRIGGER counterparty_sums_on_delete BEFORE DELETE ON orders.orders
      FOR EACH ROW EXECUTE FUNCTION orders.counterparty_sums_of_deleted_order()`);

    await runner.query(`
      CREATE FUNCTION orders.counterparty_sums_of_allocations() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM orders.add_to_counterparty_sums(ARRAY(
            SELECT ROW(counterparty_id, 0, sum(amount_usd), 0, 0)::orders.counterparty_sums
              FROM new_allocations WHERE item_id IS NULL GROUP BY counterparty_id));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM orders.add_to_counterparty_sums(ARRAY(
            SELECT ROW(counterparty_id, 0, -sum(amount_usd), 0, 0)::orders.counterparty_sums
              FROM old_allocations WHERE item_id IS NULL GROUP BY counterparty_id));
        ELSE
          PERFORM orders.add_to_counterparty_sums(ARRAY(
            SELECT ROW(counterparty_id, 0, sum(amount), 0, 0)::orders.counterparty_sums
              FROM (SELECT counterparty_id, amount_usd AS amount FROM new_allocations WHERE item_id IS NULL
                    UNION ALL
                    SELECT counterparty_id, -amount_usd FROM old_allocations WHERE item_id IS NULL) d
             GROUP BY counterparty_id));
        END IF;
        RETURN NULL;
      END $$`);
    await statementTriggers(
      runner,
      'payment_allocations',
      'allocations',
      'counterparty_sums_of_allocations',
      ['insert', 'update', 'delete'],
    );

    // A truncate fires no row triggers: the sums are summed again from what is left.
    await runner.query(`
      CREATE FUNCTION orders.counterparty_sums_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM orders.rebuild_counterparty_sums();
        RETURN NULL;
      END $$`);
    for (const table of SUMMED_TABLES)
      await runner.query(
        `CREATE TRIGGER counterparty_sums_on_truncate AFTER TRUNCATE ON orders.${table}
         FOR EACH STATEMENT EXECUTE FUNCTION orders.counterparty_sums_after_truncate()`,
      );

    await runner.query(`SELECT orders.rebuild_counterparty_sums()`);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of SUMMED_TABLES)
      for (const event of ['insert', 'update', 'delete', 'truncate'])
        await runner.query(
          `DROP TRIGGER IF EXISTS counterparty_sums_on_${event} ON orders.${table}`,
        );
    await runner.query(`DROP FUNCTION orders.counterparty_sums_after_truncate()`);
    await runner.query(`DROP FUNCTION orders.counterparty_sums_of_allocations()`);
    await runner.query(`DROP FUNCTION orders.counterparty_sums_of_deleted_order()`);
    await runner.query(`DROP FUNCTION orders.counterparty_sums_of_orders()`);
    await runner.query(`DROP FUNCTION orders.counterparty_sums_of_items()`);
    await runner.query(`DROP FUNCTION orders.rebuild_counterparty_sums()`);
    await runner.query(`DROP FUNCTION orders.add_to_counterparty_sums(orders.counterparty_sums[])`);
    await runner.query(`DROP TABLE orders.counterparty_sums`);
  }
}

const SUMMED_TABLES = ['orders', 'order_items', 'payment_allocations'];

/** The triggers that hand each statement's changed `rows` of `table` (transition tables) to `fn`. */
async function statementTriggers(
  runner: QueryRunner,
  table: string,
  rows: string,
  fn: string,
  events: TriggerEvent[],
): Promise<void> {
  const transitions: Record<TriggerEvent, string> = {
    insert: `NEW TABLE AS new_${rows}`,
    update: `OLD TABLE AS old_${rows} NEW TABLE AS new_${rows}`,
    delete: `OLD TABLE AS old_${rows}`,
  };
  for (const event of events)
    await runner.query(`
      CREATE TRIGGER counterparty_sums_on_${event} AFTER ${event.toUpperCase()} ON orders.${table}
      REFERENCING ${transitions[event]}
      FOR EACH STATEMENT EXECUTE FUNCTION orders.${fn}()`);
}
