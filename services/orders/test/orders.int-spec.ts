import { orderMessages } from '@silkway/contracts';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';

describe('orders service: orders', () => {
  let service: TestService<OrdersConfig>;
  let counterpartyId: number;

  beforeAll(async () => {
    service = await startTestService(ordersService);
    const { body } = await service.call('POST', '/api/admin/counterparties', {
      body: { name: 'Фирдавс Назаров', company: 'ООО Памир Трейд' },
    });
    counterpartyId = body.id;
  });
  afterAll(() => service?.close());

  const createOrder = async (body: Record<string, unknown>) => {
    const answer = await service.call('POST', '/api/admin/orders', { body });
    expect(answer.statusCode).toBe(201);
    return answer.body;
  };
  const addItem = async (orderId: number, body: Record<string, unknown>) => {
    const answer = await service.call('POST', `/api/admin/orders/${orderId}/items`, { body });
    expect(answer.statusCode).toBe(201);
    return answer.body;
  };

  it('creates an order with product.md defaults, its counterparty and zero totals', async () => {
    const order = await createOrder({
      name: 'Текстиль из Гуанчжоу',
      code: 'SW-1001',
      counterpartyId: String(counterpartyId),
      destination: '',
      expectedDelivery: '2026-12-20',
    });
    expect(order).toMatchObject({
      id: expect.any(Number),
      name: 'Текстиль из Гуанчжоу',
      code: 'SW-1001',
      status: 'active',
      counterpartyId,
      counterpartyName: 'Фирдавс Назаров',
      counterpartyCompany: 'ООО Памир Трейд',
      destination: null,
      expectedDelivery: '2026-12-20',
      totalQuantity: 0,
      totalWeight: 0,
      totalVolume: 0,
      totalAmount: 0,
      remainingAmount: 0,
    });
  });

  it('sums item totals in the database exactly (kg and m³ items, hand-computed)', async () => {
    const order = await createOrder({ name: 'Смешанная партия', counterpartyId: 'none' });
    // kg: goods 3 × 10.10 = 30.30, transport 12.5 kg × 2.40 = 30.00 → 60.30
    const kgItem = await addItem(order.id, {
      code: 'A-1',
      name: 'Ткань',
      quantity: '3',
      weight: '12.5',
      pricePerUnit: '10.10',
      transportPrice: '2.40',
    });
    expect(kgItem).toMatchObject({
      totalPrice: 30.3,
      totalTransportCost: 30,
      totalAmount: 60.3,
      remainingAmount: 60.3,
      volumeType: 'kg',
      transport: 'Авто',
      status: 'На складе',
      paymentStatus: 'unpaid',
      destination: 'Таджикистан/Душанбе',
    });
    // m³: goods 2 × 1.25 × 100 = 250.00, transport 1.25 × 250.55 = 313.1875 → 313.19; total 563.19
    const m3Item = await addItem(order.id, {
      code: 'B-1',
      name: 'Мебель',
      quantity: 2,
      volumeType: 'm³',
      volume: 1.25,
      pricePerUnit: 100,
      transportPrice: 250.55,
    });
    expect(m3Item).toMatchObject({
      totalPrice: 250,
      totalTransportCost: 313.19,
      totalAmount: 563.19,
      remainingAmount: 563.19,
    });
    // auto-calculation off: the typed totals are kept
    await addItem(order.id, {
      code: 'C-1',
      name: 'Образцы',
      autoCalculate: false,
      weight: '0.1',
      totalPrice: 40,
      totalTransportCost: 10,
      totalAmount: 50,
      remainingAmount: 20,
      paymentStatus: 'partial',
    });

    const read = await service.call('GET', `/api/admin/orders/${order.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.body).toMatchObject({
      totalQuantity: 6,
      totalWeight: 12.6,
      totalVolume: 1.25,
      totalAmount: 673.49,
      remainingAmount: 643.49,
    });
    expect(read.body.items.map((item: { code: string }) => item.code)).toEqual([
      'A-1',
      'B-1',
      'C-1',
    ]);
    expect(read.body.items[2]).toMatchObject({
      autoCalculate: false,
      totalPrice: 40,
      totalAmount: 50,
      remainingAmount: 20,
    });
  });

  it('lists newest first with paging, status filter, search and X-Total-Count', async () => {
    const first = await createOrder({ name: 'Партия обуви', code: 'PG-001', status: 'completed' });
    const second = await createOrder({ name: 'Партия сумок', code: 'PG-002', counterpartyId });
    const third = await createOrder({ name: 'Электроника 100%', code: 'PG-003' });

    const page = await service.call('GET', '/api/admin/orders', {
      query: { limit: '2', offset: '0' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe('5');
    expect(page.body.map((order: { id: number }) => order.id)).toEqual([third.id, second.id]);
    const next = await service.call('GET', '/api/admin/orders', {
      query: { limit: '2', offset: '2' },
    });
    expect(next.body[0].id).toBe(first.id);

    const completed = await service.call('GET', '/api/admin/orders', {
      query: { status: 'completed' },
    });
    expect(completed.headers['x-total-count']).toBe('1');
    expect(completed.body.map((order: { id: number }) => order.id)).toEqual([first.id]);

    const byCode = await service.call('GET', '/api/admin/orders', {
      query: { q: 'pg-00', status: 'active' },
    });
    expect(byCode.body.map((order: { id: number }) => order.id)).toEqual([third.id, second.id]);
    const byCounterparty = await service.call('GET', '/api/admin/orders', {
      query: { q: 'памир' },
    });
    expect(byCounterparty.body.map((order: { id: number }) => order.id)).toEqual([
      second.id,
      expect.any(Number),
    ]);
    const literalPercent = await service.call('GET', '/api/admin/orders', { query: { q: '100%' } });
    expect(literalPercent.body.map((order: { id: number }) => order.id)).toEqual([third.id]);

    const counterpartyOrders = await service.call(
      'GET',
      `/api/admin/counterparty/${counterpartyId}/orders`,
    );
    expect(counterpartyOrders.body.map((order: { name: string }) => order.name)).toEqual([
      'Партия сумок',
      'Текстиль из Гуанчжоу',
    ]);
    expect((await service.call('GET', '/api/admin/counterparty/999999/orders')).statusCode).toBe(
      404,
    );
  });

  it('refuses a bad list query with field errors', async () => {
    const answer = await service.call('GET', '/api/admin/orders', {
      query: { status: 'lost', limit: '501' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.fieldErrors).toEqual({
      status: [orderMessages.statusFilter],
      limit: [orderMessages.limit],
    });
  });

  it('answers 400 with field errors and writes nothing on a bad order', async () => {
    const before = await service.call('GET', '/api/admin/orders');
    const rejected = await service.call('POST', '/api/admin/orders', {
      body: { name: ' ', status: 'lost', expectedDelivery: 'завтра' },
    });
    expect(rejected.statusCode).toBe(400);
    expect(Object.keys(rejected.body.fieldErrors).sort()).toEqual([
      'expectedDelivery',
      'name',
      'status',
    ]);
    expect(rejected.body.fieldErrors.name).toEqual([orderMessages.nameRequired]);
    const unknownCounterparty = await service.call('POST', '/api/admin/orders', {
      body: { name: 'x', counterpartyId: 999999 },
    });
    expect(unknownCounterparty.statusCode).toBe(400);
    expect(unknownCounterparty.body.fieldErrors).toEqual({
      counterpartyId: ['Контрагент не найден'],
    });
    const after = await service.call('GET', '/api/admin/orders');
    expect(after.headers['x-total-count']).toBe(before.headers['x-total-count']);
  });

  it('updates, switches the status and answers 404 for a missing order', async () => {
    const order = await createOrder({ name: 'Запчасти', comments: 'срочно' });
    const updated = await service.call('PUT', `/api/admin/orders/${order.id}`, {
      body: { name: 'Запчасти для авто', code: 'AUTO-7' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.body).toMatchObject({
      name: 'Запчасти для авто',
      code: 'AUTO-7',
      comments: 'срочно',
    });
    expect(
      (await service.call('PUT', `/api/admin/orders/${order.id}`, { body: { code: 'x' } }))
        .statusCode,
    ).toBe(400);

    const completed = await service.call('PATCH', `/api/admin/orders/${order.id}/status`, {
      body: { status: 'completed' },
    });
    expect(completed.body.status).toBe('completed');
    expect(
      (
        await service.call('PATCH', `/api/admin/orders/${order.id}/status`, {
          body: { status: 'shipped' },
        })
      ).statusCode,
    ).toBe(400);

    for (const [method, url, body] of [
      ['GET', '/api/admin/orders/999999', undefined],
      ['PUT', '/api/admin/orders/999999', { name: 'x' }],
      ['PATCH', '/api/admin/orders/999999/status', { status: 'active' }],
      ['DELETE', '/api/admin/orders/999999', undefined],
    ] as const) {
      const answer = await service.call(method, url, body ? { body } : {});
      expect(answer.statusCode).toBe(404);
      expect(answer.body.message).toBe(orderMessages.notFound);
    }
  });

  it('deletes an order with its items and writes order.deleted in the same transaction', async () => {
    const order = await createOrder({ name: 'На удаление' });
    const item = await addItem(order.id, { code: 'D-1', name: 'Коробка' });
    expect((await service.call('DELETE', `/api/admin/orders/${order.id}`)).statusCode).toBe(204);
    expect((await service.call('GET', `/api/admin/orders/${order.id}`)).statusCode).toBe(404);
    expect(
      (await service.call('PUT', `/api/admin/order-items/${item.id}`, { body: { name: 'x' } }))
        .statusCode,
    ).toBe(404);
    const events: Array<{ payload: unknown; consumer: string }> = await service.query(
      `SELECT payload, consumer FROM orders.outbox WHERE type = 'order.deleted'`,
    );
    expect(events).toEqual([{ payload: { orderId: order.id }, consumer: 'files' }]);
  });
});
