import { orderMessages } from '@silkway/contracts';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import { DataSource } from 'typeorm';
import type { OrdersConfig } from '../src/config.js';
import { UniqueTrackingCodes1795650000000 } from '../src/migrations/1795650000000-unique-tracking-codes.js';
import { ordersService } from '../src/service.js';

const GENERATED = /^SW-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

describe('orders service: one order per tracking code', () => {
  let service: TestService<OrdersConfig>;

  beforeAll(async () => {
    service = await startTestService(ordersService);
  });
  afterAll(() => service?.close());

  const createOrder = (body: Record<string, unknown>) =>
    service.call('POST', '/api/admin/orders', { body });

  it('refuses a code another order has, trimmed and case aside, with 409 and nothing written', async () => {
    const first = await createOrder({ name: 'Плитка', code: 'TJ-2026-77' });
    expect(first.statusCode).toBe(201);
    const before = await service.call('GET', '/api/admin/orders');

    for (const code of ['TJ-2026-77', ' tj-2026-77 ']) {
      const repeat = await createOrder({ name: 'Чужой заказ', code });
      expect(repeat.statusCode).toBe(409);
      expect(repeat.body.message).toBe(orderMessages.codeTaken);
    }
    const after = await service.call('GET', '/api/admin/orders');
    expect(after.headers['x-total-count']).toBe(before.headers['x-total-count']);

    const other = await createOrder({ name: 'Другой', code: 'TJ-2026-78' });
    const renamed = await service.call('PUT', `/api/admin/orders/${other.body.id}`, {
      body: { name: 'Другой', code: 'Tj-2026-77' },
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.body.message).toBe(orderMessages.codeTaken);
    const kept = await service.call('GET', `/api/admin/orders/${other.body.id}`);
    expect(kept.body.code).toBe('TJ-2026-78');
  });

  it('gives an order saved without a code a generated one that its neighbours do not reveal', async () => {
    const codes: string[] = [];
    for (const code of [undefined, null, '', '   ']) {
      const created = await createOrder({
        name: 'Без кода',
        ...(code === undefined ? {} : { code }),
      });
      expect(created.statusCode).toBe(201);
      expect(created.body.code).toMatch(GENERATED);
      codes.push(created.body.code);
    }
    expect(new Set(codes).size).toBe(codes.length);
    // Consecutive orders share no more of their random part than chance would.
    const shared = codes
      .slice(1)
      .map(
        (code, index) =>
          [...code.slice(3)].filter(
            (character, at) => character !== '-' && codes[index]![3 + at] === character,
          ).length,
      );
    expect(Math.max(...shared)).toBeLessThan(5);

    const tracked = await service.call('GET', `/api/search/orders/${codes[0]!.toLowerCase()}`);
    expect(tracked.statusCode).toBe(200);
    expect(tracked.body.code).toBe(codes[0]);
  });

  it('keeps an order’s code when an edit sends it empty, and takes a newly typed one', async () => {
    const created = await createOrder({ name: 'Правка' });
    const cleared = await service.call('PUT', `/api/admin/orders/${created.body.id}`, {
      body: { name: 'Правка', code: '' },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.body.code).toBe(created.body.code);
    const typed = await service.call('PUT', `/api/admin/orders/${created.body.id}`, {
      body: { name: 'Правка', code: 'SW-NEW-1' },
    });
    expect(typed.body.code).toBe('SW-NEW-1');
  });

  it('gives an order made from a quote request a code its client can track', async () => {
    const request = await service.call('POST', '/api/quote-requests', {
      body: {
        name: 'Гулнора',
        phone: '+992 93 555 12 34',
        email: 'gulnora@example.tj',
        serviceType: 'Закупка',
        description: 'Ткань 500 метров, доставка в Худжанд',
      },
    });
    expect(request.statusCode).toBe(201);
    const conversion = await service.call(
      'POST',
      `/api/admin/quote-requests/${request.body.id}/convert`,
    );
    expect(conversion.statusCode).toBe(200);
    const order = await service.call('GET', `/api/admin/orders/${conversion.body.orderId}`);
    expect(order.body.code).toMatch(GENERATED);
    expect((await service.call('GET', `/api/search/orders/${order.body.code}`)).statusCode).toBe(
      200,
    );
  });

  it('migrates repeated codes: the later orders get a suffix, codeless ones a generated code', async () => {
    const dataSource = service.app.get(DataSource);
    const migration = new UniqueTrackingCodes1795650000000();
    const runner = dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      const insert = async (code: string | null, minutesAgo: number): Promise<number> => {
        const [row] = await runner.query(
          `INSERT INTO orders.orders (name, code, status, created_at)
           VALUES ('Старый', $1, 'active', now() - make_interval(mins => $2)) RETURNING id`,
          [code, minutesAgo],
        );
        return row.id;
      };
      const oldest = await insert('DUP-1', 30);
      const later = await insert(' dup-1', 20);
      const latest = await insert('Dup-1 ', 10);
      await insert('DUP-1-2', 40);
      const codeless = await insert(null, 5);

      await migration.up(runner);

      const codeOf = async (id: number) =>
        (await runner.query(`SELECT code FROM orders.orders WHERE id = $1`, [id]))[0].code;
      expect(await codeOf(oldest)).toBe('DUP-1');
      expect(await codeOf(later)).toBe('dup-1-3');
      expect(await codeOf(latest)).toBe('Dup-1-4');
      expect(await codeOf(codeless)).toMatch(GENERATED);
      await expect(insert('dup-1', 1)).rejects.toThrow(/orders_code_unique/);
    } finally {
      await runner.release();
    }
  });
});
