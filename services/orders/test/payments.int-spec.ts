import { paymentMessages, todayIso } from '@silkway/contracts';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';
import { ACCOUNTANT, accountantCalls } from './testing/accountant-calls.js';
import { waitFor } from './testing/wait-for.js';

interface Item {
  id: number;
  code: string;
  name: string;
  remainingAmount: number;
  totalAmount: number;
  paymentStatus: string;
}

describe('orders service: payments, balances, statements and rates', () => {
  let service: TestService<OrdersConfig>;

  beforeAll(async () => {
    service = await startTestService(ordersService);
  });
  afterAll(() => service?.close());

  const { post, counterparty, pay } = accountantCalls(() => service);
  /** An order of `counterpartyId` with items of these prices (quantity 1, no transport). */
  const order = async (counterpartyId: number, prices: string[]) => {
    const { body } = await post('/api/admin/orders', { name: 'Заказ', counterpartyId });
    for (const [index, price] of prices.entries())
      await post(`/api/admin/orders/${body.id}/items`, {
        code: `C-${index}`,
        name: `Товар ${index}`,
        pricePerUnit: price,
      });
    return body.id as number;
  };
  const itemsOf = async (orderId: number): Promise<Item[]> =>
    (await service.call('GET', `/api/admin/orders/${orderId}`)).body.items;
  const balanceOf = async (id: number) =>
    (await service.call('GET', `/api/admin/counterparties/${id}/balance`)).body;
  const paymentCount = async () =>
    Number((await service.call('GET', '/api/admin/payments')).headers['x-total-count']);

  /** The ledger's rules, read straight from the tables. */
  async function ledgerInvariants() {
    const [row] = await service.query<{
      allocated: string;
      live: string;
      negative: number;
      over: number;
    }>(
      `SELECT (SELECT COALESCE(SUM(amount_usd), 0) FROM orders.payment_allocations) AS allocated,
              (SELECT COALESCE(SUM(amount_usd), 0) FROM orders.payments WHERE voided_at IS NULL) AS live,
              (SELECT count(*) FROM orders.order_items WHERE remaining_amount < 0)::int AS negative,
              (SELECT count(*) FROM orders.payment_allocations a JOIN orders.payments p ON p.id = a.payment_id
                WHERE p.voided_at IS NOT NULL)::int AS over`,
    );
    return {
      allocatedEqualsLive: row?.allocated === row?.live,
      allocated: row?.allocated,
      live: row?.live,
      negativeRemaining: row?.negative,
      allocationsOfVoided: row?.over,
    };
  }

  it('places a payment on the order’s items oldest first; the rest is the client’s advance', async () => {
    const client = await counterparty();
    const orderId = await order(client, ['100', '50', '30']);
    const [first, second, third] = await itemsOf(orderId);

    const recorded = await pay({
      counterpartyId: client,
      orderId,
      amount: '120.50',
      reference: 'ПП-1',
    });
    expect(recorded.statusCode).toBe(201);
    expect(recorded.body).toMatchObject({
      amountUsd: 120.5,
      rate: 1,
      currency: 'USD',
      createdBy: 'accountant',
      voidedAt: null,
      allocations: [
        { orderId, itemId: first!.id, amountUsd: 100 },
        { orderId, itemId: second!.id, amountUsd: 20.5 },
      ],
    });
    expect(await itemsOf(orderId)).toMatchObject([
      { remainingAmount: 0, paymentStatus: 'paid' },
      { remainingAmount: 29.5, paymentStatus: 'partial' },
      { id: third!.id, remainingAmount: 30, paymentStatus: 'unpaid' },
    ]);

    const rest = await pay({ counterpartyId: client, orderId, amount: 100 });
    const orderCode = (await service.call('GET', `/api/admin/orders/${orderId}`)).body.code;
    const paid = (item: Item, amountUsd: number) => ({
      orderId,
      itemId: item.id,
      orderCode,
      itemCode: item.code,
      itemName: item.name,
      amountUsd,
    });
    // Named as people name them: the order's and the item's codes and the item's name.
    expect(rest.body.allocations).toEqual([
      paid(second!, 29.5),
      paid(third!, 30),
      {
        orderId: null,
        itemId: null,
        orderCode: null,
        itemCode: null,
        itemName: null,
        amountUsd: 40.5,
      },
    ]);
    expect(orderCode).toEqual(expect.stringMatching(/\S/));
    expect(await balanceOf(client)).toMatchObject({ balance: -40.5, advance: 40.5 });
    expect(
      (await service.call('GET', `/api/admin/counterparties/${client}`)).body.currentDebt,
    ).toBe(-40.5);

    const renamed = await service.call('PUT', `/api/admin/counterparties/${client}`, {
      body: { name: 'Клиент с авансом' },
      headers: ACCOUNTANT,
    });
    expect(renamed.body.currentDebt).toBe(-40.5);

    // The advance pays the client's next items, with the next payment or void.
    const nextOrder = await order(client, ['60']);
    const small = await pay({ counterpartyId: client, amount: 5 });
    expect(small.body.allocations).toEqual([
      expect.objectContaining({ orderId: nextOrder, itemCode: 'C-0', amountUsd: 5 }),
    ]);
    expect(await itemsOf(nextOrder)).toMatchObject([
      { remainingAmount: 14.5, paymentStatus: 'partial' },
    ]);
    expect(await balanceOf(client)).toMatchObject({ balance: 14.5, advance: 0 });
    expect(await ledgerInvariants()).toMatchObject({
      allocatedEqualsLive: true,
      negativeRemaining: 0,
    });
  });

  it('spends the advance on an item added later, once its change is announced', async () => {
    const client = await counterparty();
    await pay({ counterpartyId: client, amount: 70 });
    const orderId = await order(client, ['50', '40']);
    await waitFor(
      async () => ((await balanceOf(client)).advance === 0 ? true : undefined),
      'the advance is spent on the new item',
    );
    expect(await itemsOf(orderId)).toMatchObject([
      { remainingAmount: 0, paymentStatus: 'paid' },
      { remainingAmount: 20, paymentStatus: 'partial' },
    ]);
    expect(await balanceOf(client)).toMatchObject({ balance: 20, advance: 0 });
  });

  it('without an order pays the client’s oldest unpaid orders first', async () => {
    const client = await counterparty();
    const older = await order(client, ['10']);
    const newer = await order(client, ['10']);
    const paid = await pay({ counterpartyId: client, amount: 15 });
    expect(paid.body.allocations.map((part: { orderId: number }) => part.orderId)).toEqual([
      older,
      newer,
    ]);
    expect(await itemsOf(newer)).toMatchObject([{ remainingAmount: 5 }]);
  });

  it('converts somoni at the rate of the day, or the latest earlier one, and says which', async () => {
    const client = await counterparty();
    const orderId = await order(client, ['1000']);
    expect(
      (
        await service.call('PUT', '/api/admin/exchange-rates/2026-01-10', {
          body: { TJS: '10.95', CNY: 7.1 },
          headers: ACCOUNTANT,
        })
      ).body,
    ).toEqual({
      date: '2026-01-10',
      rates: {
        TJS: { rate: 10.95, date: '2026-01-10' },
        CNY: { rate: 7.1, date: '2026-01-10' },
        RUB: null,
      },
    });
    const rates = await service.call('GET', '/api/admin/exchange-rates', {
      query: { date: '2026-01-12' },
    });
    expect(rates.body.rates.TJS).toEqual({ rate: 10.95, date: '2026-01-10' });

    const somoni = await pay({
      counterpartyId: client,
      orderId,
      amount: '1000',
      currency: 'TJS',
      paidAt: '2026-01-12',
    });
    expect(somoni.statusCode).toBe(201);
    // 1000 ÷ 10.95 = 91.3242… → $91.32, rounded once.
    expect(somoni.body).toMatchObject({
      amount: 1000,
      rate: 10.95,
      rateDate: '2026-01-10',
      amountUsd: 91.32,
    });

    const typed = await pay({
      counterpartyId: client,
      orderId,
      amount: 100,
      currency: 'CNY',
      rate: '7.25',
      paidAt: '2026-01-12',
    });
    expect(typed.body).toMatchObject({ rate: 7.25, rateDate: null, amountUsd: 13.79 });

    const before = await paymentCount();
    const noRate = await pay({ counterpartyId: client, amount: 100, currency: 'RUB' });
    expect(noRate.statusCode).toBe(400);
    expect(noRate.body.fieldErrors).toEqual({ rate: [paymentMessages.noRate('RUB', todayIso())] });
    const tooEarly = await pay({
      counterpartyId: client,
      amount: 1,
      currency: 'TJS',
      paidAt: '2026-01-09',
    });
    expect(tooEarly.body.fieldErrors).toHaveProperty('rate');
    expect(await paymentCount()).toBe(before);
  });

  it('answers bad input with 400 naming the field and writes nothing; unknown things 404', async () => {
    const client = await counterparty();
    const other = await counterparty();
    const othersOrder = await order(other, ['10']);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const before = await paymentCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ amount: 0 }, 'amount'],
      [{ amount: -5 }, 'amount'],
      [{ amount: 'десять' }, 'amount'],
      [{ amount: 1, currency: 'EUR' }, 'currency'],
      [{ amount: 1, method: 'barter' }, 'method'],
      [{ amount: 1, paidAt: tomorrow }, 'paidAt'],
      [{ amount: 1, currency: 'TJS', rate: 0 }, 'rate'],
      [{ amount: 1, orderId: othersOrder }, 'orderId'],
    ];
    for (const [body, field] of cases) {
      const answer = await pay({ counterpartyId: client, ...body });
      expect([answer.statusCode, Object.keys(answer.body.fieldErrors ?? {})]).toEqual([
        400,
        [field],
      ]);
    }
    expect(answer404(await pay({ counterpartyId: 999_999, amount: 1 }))).toBe(true);
    expect(answer404(await pay({ counterpartyId: client, orderId: 999_999, amount: 1 }))).toBe(
      true,
    );
    expect(answer404(await post('/api/admin/payments/999999/void', { reason: 'ошибка' }))).toBe(
      true,
    );
    expect(await paymentCount()).toBe(before);
    expect(await itemsOf(othersOrder)).toMatchObject([{ remainingAmount: 10 }]);
  });

  const answer404 = (answer: { statusCode: number }) => answer.statusCode === 404;

  it('voids a payment once: its allocations are taken back, a second void is 409, there is no delete', async () => {
    const client = await counterparty();
    const orderId = await order(client, ['80']);
    const { body: payment } = await pay({ counterpartyId: client, orderId, amount: 100 });
    expect(await balanceOf(client)).toMatchObject({ balance: -20 });

    expect((await post(`/api/admin/payments/${payment.id}/void`, { reason: ' ' })).statusCode).toBe(
      400,
    );
    const voided = await post(`/api/admin/payments/${payment.id}/void`, {
      reason: 'Ошибочная сумма',
    });
    expect(voided.statusCode).toBe(200);
    expect(voided.body).toMatchObject({
      voidReason: 'Ошибочная сумма',
      voidedBy: 'accountant',
      voidedAt: expect.any(String),
      allocations: [],
    });
    expect(await itemsOf(orderId)).toMatchObject([
      { remainingAmount: 80, paymentStatus: 'unpaid' },
    ]);
    expect(await balanceOf(client)).toMatchObject({ balance: 80, advance: 0 });

    const again = await post(`/api/admin/payments/${payment.id}/void`, { reason: 'ещё раз' });
    expect([again.statusCode, again.body.message]).toEqual([409, paymentMessages.alreadyVoided]);
    expect((await service.call('DELETE', `/api/admin/payments/${payment.id}`)).statusCode).toBe(
      404,
    );

    const listed = await service.call('GET', '/api/admin/payments', {
      query: { orderId: String(orderId) },
    });
    expect(listed.headers['x-total-count']).toBe('1');
    expect(listed.body[0]).toMatchObject({ id: payment.id, voidReason: 'Ошибочная сумма' });
  });

  it('lists newest first with filters and X-Total-Count', async () => {
    const client = await counterparty();
    await pay({ counterpartyId: client, amount: 1, paidAt: '2026-02-01' });
    await pay({ counterpartyId: client, amount: 2, paidAt: '2026-03-01' });
    await pay({ counterpartyId: client, amount: 3, paidAt: '2026-02-15' });
    const all = await service.call('GET', '/api/admin/payments', {
      query: { counterpartyId: String(client) },
    });
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.body.map((payment: { amount: number }) => payment.amount)).toEqual([2, 3, 1]);
    const period = await service.call('GET', '/api/admin/payments', {
      query: { counterpartyId: String(client), from: '2026-02-10', to: '2026-02-28', limit: '1' },
    });
    expect([period.headers['x-total-count'], period.body.length, period.body[0].amount]).toEqual([
      '1',
      1,
      3,
    ]);
    expect(
      (await service.call('GET', '/api/admin/payments', { query: { limit: '0' } })).body
        .fieldErrors,
    ).toHaveProperty('limit');
  });

  it('states the account from the opening balance, items, payments and voids, and its closing is the balance', async () => {
    const client = await counterparty({ creditLimit: 100 });
    await service.query(
      `INSERT INTO orders.opening_balances (counterparty_id, amount_usd, as_of) VALUES ($1, 25, '2026-01-01')`,
      [client],
    );
    const orderId = await order(client, ['200']);
    const { body: first } = await pay({
      counterpartyId: client,
      orderId,
      amount: 50,
      paidAt: '2026-01-05',
      reference: 'касса',
    });
    const { body: second } = await pay({ counterpartyId: client, orderId, amount: 30 });
    await post(`/api/admin/payments/${second.id}/void`, { reason: 'дубль' });

    const { body: statement } = await service.call(
      'GET',
      `/api/admin/counterparties/${client}/statement`,
    );
    expect(statement.opening).toBe(25);
    expect(
      statement.lines.map(({ kind, debit, credit }: Record<string, unknown>) => [
        kind,
        debit,
        credit,
      ]),
    ).toEqual([
      ['payment', 0, 50],
      ['item', 200, 0],
      ['payment', 0, 30],
      ['void', 30, 0],
    ]);
    expect(statement.lines[0].reference).toBe(`№${first.id} · касса`);
    expect(statement.closing).toBe(175);
    const balance = await balanceOf(client);
    expect(balance).toMatchObject({ balance: 175, creditLimit: 100, overCreditLimit: true });

    const period = await service.call('GET', `/api/admin/counterparties/${client}/statement`, {
      query: { from: '2026-01-06' },
    });
    expect([period.body.opening, period.body.lines.length, period.body.closing]).toEqual([
      -25, 3, 175,
    ]);

    for (const lang of ['ru', 'tj', 'en', 'zh']) {
      const pdf = await service.call('GET', `/api/admin/counterparties/${client}/statement.pdf`, {
        query: { lang },
      });
      expect([
        pdf.statusCode,
        pdf.headers['content-type'],
        pdf.rawBody.subarray(0, 5).toString(),
      ]).toEqual([200, 'application/pdf', '%PDF-']);
    }
    expect(
      (await service.call('GET', '/api/admin/counterparties/999999/statement')).statusCode,
    ).toBe(404);
    expect(
      (
        await service.call('GET', `/api/admin/counterparties/${client}/statement`, {
          query: { from: 'вчера' },
        })
      ).body.fieldErrors,
    ).toHaveProperty('from');
  });

  it('never allocates more than an order owes to twenty payments at once', async () => {
    const client = await counterparty();
    const orderId = await order(client, ['100', '100', '100']);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pay({ counterpartyId: client, orderId, amount: '17.35' })),
    );
    expect(answers.map(({ statusCode }) => statusCode)).toEqual(Array(20).fill(201));
    // 20 × 17.35 = 347: the three items' 300 paid, 47 kept as the advance.
    expect(await itemsOf(orderId)).toMatchObject([
      { remainingAmount: 0, paymentStatus: 'paid' },
      { remainingAmount: 0, paymentStatus: 'paid' },
      { remainingAmount: 0, paymentStatus: 'paid' },
    ]);
    expect(await balanceOf(client)).toMatchObject({ balance: -47, advance: 47 });
    expect(await ledgerInvariants()).toMatchObject({
      allocatedEqualsLive: true,
      negativeRemaining: 0,
    });
  });

  it('keeps its rules through random payments, voids and item edits (seeded)', async () => {
    let seed = 20_261_126;
    const random = () => {
      // mulberry32: small, seeded, enough to vary the steps reproducibly.
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    };
    const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!;
    const client = await counterparty();
    const orders = [await order(client, ['40', '15.5']), await order(client, ['99.99'])];
    const live: number[] = [];
    const steps: string[] = [];
    for (let step = 0; step < 60; step++) {
      const roll = random();
      const orderId = pick(orders);
      if (roll < 0.4) {
        const amount = (1 + Math.floor(random() * 6000) / 100).toFixed(2);
        const withOrder = random() < 0.5;
        const { statusCode, body } = await pay({
          counterpartyId: client,
          amount,
          ...(withOrder ? { orderId } : {}),
        });
        expect(statusCode).toBe(201);
        live.push(body.id);
        steps.push(`pay ${amount}${withOrder ? ` to ${orderId}` : ''}`);
      } else if (roll < 0.55 && live.length) {
        const id = live.splice(Math.floor(random() * live.length), 1)[0]!;
        expect(
          (await post(`/api/admin/payments/${id}/void`, { reason: 'проверка' })).statusCode,
        ).toBe(200);
        steps.push(`void ${id}`);
      } else if (roll < 0.75) {
        const items = await itemsOf(orderId);
        const item = items.length ? pick(items) : null;
        if (item) {
          const remainingAmount = (Math.floor(random() * 5000) / 100).toFixed(2);
          const edit = await service.call('PUT', `/api/admin/order-items/${item.id}`, {
            body: { remainingAmount, autoCalculate: false },
            headers: ACCOUNTANT,
          });
          expect(edit.statusCode).toBe(200);
          steps.push(`edit ${item.id} remaining ${remainingAmount}`);
        }
      } else if (roll < 0.9) {
        const price = (Math.floor(random() * 8000) / 100).toFixed(2);
        const added = await post(`/api/admin/orders/${orderId}/items`, {
          code: `R-${step}`,
          name: 'Добавка',
          pricePerUnit: price,
        });
        expect(added.statusCode).toBe(201);
        steps.push(`add ${price} to ${orderId}`);
      } else {
        const items = await itemsOf(orderId);
        if (items.length > 1) {
          const item = pick(items);
          const removed = await service.call('DELETE', `/api/admin/order-items/${item.id}`, {
            headers: ACCOUNTANT,
          });
          expect(removed.statusCode).toBe(204);
          steps.push(`delete ${item.id}`);
        }
      }
      const rules = await ledgerInvariants();
      const statement = (await service.call('GET', `/api/admin/counterparties/${client}/statement`))
        .body;
      const balance = await balanceOf(client);
      if (
        !rules.allocatedEqualsLive ||
        rules.negativeRemaining !== 0 ||
        rules.allocationsOfVoided !== 0 ||
        statement.closing !== balance.balance
      )
        throw new Error(
          `broken after: ${steps.join('; ')}\n${JSON.stringify({ rules, statement: statement.closing, balance })}`,
        );
    }
    expect(steps.length).toBeGreaterThan(40);
  });

  it('opens the back office on the summary: orders, goods in transit, debts, new requests', async () => {
    const big = await counterparty({ name: 'Крупный должник', creditLimit: 10 });
    await order(big, ['5000']);
    const { body } = await service.call('GET', '/api/admin/dashboard');
    expect(body).toMatchObject({
      activeOrders: expect.any(Number),
      itemsInTransit: expect.any(Number),
      newRequests: expect.any(Number),
    });
    expect(body.topDebtors[0]).toEqual({
      counterpartyId: big,
      name: 'Крупный должник',
      balance: 5000,
      creditLimit: 10,
    });
    expect(body.topDebtors.length).toBeLessThanOrEqual(10);
    expect(body.overCreditLimit).toContainEqual(expect.objectContaining({ counterpartyId: big }));
    const debts = (await service.call('GET', '/api/admin/counterparties')).body as Array<{
      currentDebt: number;
    }>;
    const owedCents = debts.reduce(
      (sum, { currentDebt }) => sum + (currentDebt > 0 ? Math.round(currentDebt * 100) : 0),
      0,
    );
    expect(Math.round(body.owedTotal * 100)).toBe(owedCents);
    // Eleven more over their limit: the list keeps the largest ten, the count tells them all.
    for (let index = 0; index < 11; index++)
      await order(await counterparty({ name: `Должник ${index}`, creditLimit: 1 }), ['2']);
    const { body: many } = await service.call('GET', '/api/admin/dashboard');
    expect(many.overCreditLimit).toHaveLength(10);
    expect(many.overCreditLimit[0].counterpartyId).toBe(big);
    expect(many.overCreditLimitCount).toBeGreaterThanOrEqual(12);
  });

  it('tells the debts only to a role that reads clients: the warehouse gets the counts alone', async () => {
    const summaryAs = async (role: string) =>
      (
        await service.call('GET', '/api/admin/dashboard', {
          headers: { 'x-admin-username': 'tester', 'x-admin-role': role },
        })
      ).body as Record<string, unknown>;
    const warehouse = await summaryAs('warehouse');
    expect(Object.keys(warehouse).sort()).toEqual([
      'activeOrders',
      'itemsInTransit',
      'newRequests',
    ]);
    for (const role of ['owner', 'manager', 'accountant', 'viewer'])
      expect(await summaryAs(role)).toHaveProperty('topDebtors');
  });
});
