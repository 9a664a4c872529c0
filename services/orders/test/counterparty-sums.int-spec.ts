import { startTestService, type TestService } from '@silkway/service-kit/testing';
import fc from 'fast-check';
import pg from 'pg';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';
import { waitFor } from './testing/wait-for.js';

type Sums = Record<string, { owed: string; advance: string; active: number; inTransit: number }>;

/** The sums as the triggers keep them, clients whose sums are all zero left out. */
const KEPT_SQL = `
  SELECT counterparty_id AS id, owed::text, advance::text, active_orders AS active,
         items_in_transit AS "inTransit"
    FROM orders.counterparty_sums
   WHERE owed <> 0 OR advance <> 0 OR active_orders <> 0 OR items_in_transit <> 0`;

/** The same sums computed straight from the rows they sum. */
const COMPUTED_SQL = `
  SELECT id, sum(owed)::numeric(16,2)::text AS owed, sum(advance)::numeric(16,2)::text AS advance,
         sum(active)::int AS active, sum(in_transit)::int AS "inTransit"
    FROM (SELECT COALESCE(o.counterparty_id, 0) AS id, i.remaining_amount AS owed, 0 AS advance,
                 0 AS active, (i.status = 'Отправлено')::int AS in_transit
            FROM orders.order_items i JOIN orders.orders o ON o.id = i.order_id
          UNION ALL
          SELECT COALESCE(counterparty_id, 0), 0, 0, (status = 'active')::int, 0 FROM orders.orders
          UNION ALL
          SELECT counterparty_id, 0, amount_usd, 0, 0 FROM orders.payment_allocations
           WHERE item_id IS NULL) rows
   GROUP BY id
  HAVING sum(owed) <> 0 OR sum(advance) <> 0 OR sum(active) <> 0 OR sum(in_transit) <> 0`;

const ITEM_STATUSES = ['На складе', 'Отправлено', 'Доставлено'];
const amount = fc.integer({ min: 0, max: 100_000 }).map((cents) => (cents / 100).toFixed(2));
const pick = fc.nat({ max: 1_000 });
const client = fc.option(pick, { nil: null });
const change = fc.oneof(
  fc.record({ kind: fc.constant('addOrder'), client, active: fc.boolean() }),
  fc.record({
    kind: fc.constant('addItems'),
    order: pick,
    items: fc.array(fc.tuple(amount, fc.constantFrom(...ITEM_STATUSES)), {
      minLength: 1,
      maxLength: 4,
    }),
  }),
  fc.record({
    kind: fc.constant('changeItem'),
    item: pick,
    amount,
    status: fc.constantFrom(...ITEM_STATUSES),
  }),
  fc.record({ kind: fc.constant('payOrder'), order: pick }),
  fc.record({ kind: fc.constant('moveOrder'), order: pick, client }),
  fc.record({ kind: fc.constant('toggleOrder'), order: pick }),
  fc.record({ kind: fc.constant('deleteItem'), item: pick }),
  fc.record({ kind: fc.constant('deleteOrder'), order: pick }),
  fc.record({
    kind: fc.constant('allocate'),
    client: pick,
    item: fc.option(pick, { nil: null }),
    amount: amount.filter((usd) => Number(usd) > 0),
  }),
  fc.record({ kind: fc.constant('voidAllocation'), allocation: pick }),
);
type Change = typeof change extends fc.Arbitrary<infer T> ? T : never;

describe('orders service: the sums the summary and the balances read', () => {
  let service: TestService<OrdersConfig>;
  const clients: number[] = [];

  beforeAll(async () => {
    service = await startTestService(ordersService);
    for (const name of ['Сумма А', 'Сумма Б', 'Сумма В']) {
      const { body } = await service.call('POST', '/api/admin/counterparties', {
        body: { name },
        headers: { 'x-admin-username': 'accountant' },
      });
      clients.push(body.id);
    }
  });
  afterAll(() => service?.close());

  const byId = (rows: Array<{ id: number } & Sums[string]>): Sums =>
    Object.fromEntries(rows.map(({ id, ...sums }) => [id, sums]));
  const kept = async () => byId(await service.query(KEPT_SQL));
  const computed = async () => byId(await service.query(COMPUTED_SQL));
  const ids = async (table: string, where = 'true'): Promise<number[]> =>
    (await service.query(`SELECT id FROM orders.${table} WHERE ${where} ORDER BY id`)).map(
      (row: { id: number }) => row.id,
    );
  const nth = (list: number[], index: number) =>
    list.length === 0 ? undefined : list[index % list.length];

  /** One change as a back-office write makes it: a statement (or two) on the tables the sums read. */
  async function apply(step: Change): Promise<void> {
    const clientOf = (index: number | null) => (index === null ? null : clients[index % 3]);
    switch (step.kind) {
      case 'addOrder':
        await service.query(
          `INSERT INTO orders.orders (name, code, counterparty_id, status)
           VALUES ('Заказ', 'SUM-' || md5(random()::text), $1, $2)`,
          [clientOf(step.client), step.active ? 'active' : 'completed'],
        );
        return;
      case 'addItems': {
        const order = nth(await ids('orders'), step.order);
        if (order === undefined) return;
        await service.query(
          `INSERT INTO orders.order_items (order_id, code, name, remaining_amount, total_amount, status)
           SELECT $1, 'C', 'Товар', amount, amount, status
             FROM unnest($2::numeric[], $3::text[]) AS item (amount, status)`,
          [order, step.items.map(([usd]) => usd), step.items.map(([, status]) => status)],
        );
        return;
      }
      case 'changeItem': {
        const item = nth(await ids('order_items'), step.item);
        if (item !== undefined)
          await service.query(
            `UPDATE orders.order_items SET remaining_amount = $2, status = $3 WHERE id = $1`,
            [item, step.amount, step.status],
          );
        return;
      }
      case 'payOrder': {
        const order = nth(await ids('orders'), step.order);
        if (order !== undefined)
          await service.query(
            `UPDATE orders.order_items SET remaining_amount = 0 WHERE order_id = $1`,
            [order],
          );
        return;
      }
      case 'moveOrder': {
        const order = nth(await ids('orders'), step.order);
        if (order !== undefined)
          await service.query(`UPDATE orders.orders SET counterparty_id = $2 WHERE id = $1`, [
            order,
            clientOf(step.client),
          ]);
        return;
      }
      case 'toggleOrder': {
        const order = nth(await ids('orders'), step.order);
        if (order !== undefined)
          await service.query(
            `UPDATE orders.orders SET status = CASE status WHEN 'active' THEN 'completed' ELSE 'active' END WHERE id = $1`,
            [order],
          );
        return;
      }
      case 'deleteItem': {
        const item = nth(await ids('order_items'), step.item);
        if (item !== undefined)
          await service.query(`DELETE FROM orders.order_items WHERE id = $1`, [item]);
        return;
      }
      case 'deleteOrder': {
        const order = nth(await ids('orders'), step.order);
        if (order !== undefined)
          await service.query(`DELETE FROM orders.orders WHERE id = $1`, [order]);
        return;
      }
      case 'allocate': {
        const counterparty = clientOf(step.client);
        const item = step.item === null ? undefined : nth(await ids('order_items'), step.item);
        const [payment] = await service.query(
          `INSERT INTO orders.payments (counterparty_id, amount, currency, rate, amount_usd, paid_at, method, created_by)
           VALUES ($1, $2, 'USD', 1, $2, CURRENT_DATE, 'cash', 'test') RETURNING id`,
          [counterparty, step.amount],
        );
        await service.query(
          `INSERT INTO orders.payment_allocations (payment_id, counterparty_id, item_id, amount_usd)
           VALUES ($1, $2, $3, $4)`,
          [payment.id, counterparty, item ?? null, step.amount],
        );
        return;
      }
      case 'voidAllocation': {
        const allocation = nth(await ids('payment_allocations'), step.allocation);
        if (allocation !== undefined)
          await service.query(`DELETE FROM orders.payment_allocations WHERE id = $1`, [allocation]);
        return;
      }
    }
  }

  it('equal the sums computed from the rows after any series of changes', async () => {
    let seriesEndingWithSums = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 30 }), async (changes) => {
        for (const step of changes) await apply(step);
        const sums = await kept();
        expect(sums).toEqual(await computed());
        if (Object.keys(sums).length > 0) seriesEndingWithSums += 1;
      }),
      { numRuns: 40 },
    );
    // Not vacuous: the rows change from series to series, and a series may end with every sum zero
    // (all deleted or paid), but never all forty.
    expect(seriesEndingWithSums).toBeGreaterThan(0);
  });

  it('are what the summary and the balances answer', async () => {
    for (const step of [
      { kind: 'addOrder', client: 0, active: true },
      { kind: 'addItems', order: 1_000, items: [['120.50', 'Отправлено']] },
      { kind: 'allocate', client: 1, item: null, amount: '30.00' },
    ] as Change[])
      await apply(step);
    const sums = await computed();
    const figure = (key: 'active' | 'inTransit') =>
      Object.values(sums).reduce((total, row) => total + row[key], 0);
    const { body: dashboard } = await service.call('GET', '/api/admin/dashboard');
    expect(dashboard.activeOrders).toBe(figure('active'));
    expect(dashboard.itemsInTransit).toBe(figure('inTransit'));
    for (const id of clients) {
      const { body } = await service.call('GET', `/api/admin/counterparties/${id}/balance`);
      const row = sums[id];
      // In cents: the service subtracts exact decimals, a float subtraction here would not.
      const cents = (amount: string | undefined) => Math.round(Number(amount ?? 0) * 100);
      expect(body.balance).toBe((cents(row?.owed) - cents(row?.advance)) / 100);
    }
  });

  it('are rebuilt from what is left when a table is truncated', async () => {
    await apply({ kind: 'addItems', order: 0, items: [['5.00', 'На складе']] });
    await service.query('TRUNCATE orders.payment_allocations');
    expect(await kept()).toEqual(await computed());
  });

  describe('an order changing client while an item is written in it', () => {
    let writer: pg.Client;
    let mover: pg.Client;
    beforeEach(async () => {
      writer = new pg.Client({ connectionString: service.database.url });
      mover = new pg.Client({ connectionString: service.database.url });
      await Promise.all([writer.connect(), mover.connect()]);
    });
    afterEach(() => Promise.all([writer.end(), mover.end()]));

    const orderOf = async (counterparty: number) =>
      (
        await service.query(
          `INSERT INTO orders.orders (name, code, counterparty_id)
           VALUES ('Гонка', 'SUM-' || md5(random()::text), $1) RETURNING id`,
          [counterparty],
        )
      )[0].id as number;
    const addItem = (order: number) =>
      writer.query(
        `INSERT INTO orders.order_items (order_id, code, name, remaining_amount) VALUES ($1, 'R', 'Гонка', 70)`,
        [order],
      );
    const move = (order: number) =>
      mover.query(`UPDATE orders.orders SET counterparty_id = $2 WHERE id = $1`, [
        order,
        clients[1],
      ]);
    /** Until `client`'s statement waits for a lock the other transaction holds. */
    const waitsForLock = (client: pg.Client) =>
      waitFor(async () => {
        const [row] = await service.query(
          `SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND wait_event_type = 'Lock'`,
          [(client as unknown as { processID: number }).processID],
        );
        return row;
      }, 'the second statement waits for the first transaction');

    it('counts the item to the new client when the item came first', async () => {
      const order = await orderOf(clients[0]!);
      await writer.query('BEGIN');
      await addItem(order);
      const moved = move(order);
      await waitsForLock(mover);
      await writer.query('COMMIT');
      await moved;
      expect(await kept()).toEqual(await computed());
    });

    it('counts the item to the new client when the move came first', async () => {
      const order = await orderOf(clients[0]!);
      await mover.query('BEGIN');
      await move(order);
      const added = addItem(order);
      await waitsForLock(writer);
      await mover.query('COMMIT');
      await added;
      expect(await kept()).toEqual(await computed());
    });
  });
});
