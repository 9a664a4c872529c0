import { counterpartyMessages } from '@silkway/contracts';
import { expectHealthy, startTestService, type TestService } from '@silkway/service-kit/testing';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';

describe('orders service: counterparties', () => {
  let service: TestService<OrdersConfig>;

  beforeAll(async () => {
    service = await startTestService(ordersService);
  });
  afterAll(() => service?.close());

  it('creates with the product.md §5 defaults and omits nothing it was given', async () => {
    const created = await service.call('POST', '/api/admin/counterparties', {
      body: { name: '  ООО Памир  ', phone: '+992 90 000 00 00', email: '' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      name: 'ООО Памир',
      type: 'client',
      creditLimit: 0,
      currentDebt: 0,
      email: null,
      phone: '+992 90 000 00 00',
      company: null,
    });
  });

  it('answers 400 with field errors and writes nothing on bad input', async () => {
    const before = await service.call('GET', '/api/admin/counterparties');
    const rejected = await service.call('POST', '/api/admin/counterparties', {
      body: { name: ' ', type: 'partner', email: 'not-an-email', creditLimit: '12.345' },
    });
    expect(rejected.statusCode).toBe(400);
    expect(rejected.body.fieldErrors).toEqual({
      name: [counterpartyMessages.nameRequired],
      type: [counterpartyMessages.type],
      email: [counterpartyMessages.email],
      creditLimit: ['Не более 2 знаков после запятой'],
    });
    expect(rejected.body.requestId).toEqual(expect.any(String));
    const after = await service.call('GET', '/api/admin/counterparties');
    expect(after.body).toHaveLength(before.body.length);
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const answer = await service.call('POST', '/api/admin/counterparties', {
      body: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ statusCode: 400, message: expect.any(String) });
  });

  it('reads, updates and deletes one counterparty', async () => {
    const { body: created } = await service.call('POST', '/api/admin/counterparties', {
      body: { name: 'Guangzhou Textile', type: 'supplier', creditLimit: '1500.50', taxId: 'CN-1' },
    });
    const read = await service.call('GET', `/api/admin/counterparties/${created.id}`);
    expect(read.body).toEqual(created);

    const updated = await service.call('PUT', `/api/admin/counterparties/${created.id}`, {
      body: { name: 'Guangzhou Textile Ltd', type: 'both', comments: 'основной поставщик' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.body).toMatchObject({
      name: 'Guangzhou Textile Ltd',
      type: 'both',
      creditLimit: 1500.5,
      taxId: 'CN-1',
      comments: 'основной поставщик',
    });

    const list = await service.call('GET', '/api/admin/counterparties');
    expect(list.body[0]).toMatchObject({ id: created.id, name: 'Guangzhou Textile Ltd' });

    expect(
      (await service.call('DELETE', `/api/admin/counterparties/${created.id}`)).statusCode,
    ).toBe(204);
    expect((await service.call('GET', `/api/admin/counterparties/${created.id}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses to delete a counterparty with orders (409): its orders keep their client', async () => {
    const { body: client } = await service.call('POST', '/api/admin/counterparties', {
      body: { name: 'ООО Заказчик' },
    });
    const { body: order } = await service.call('POST', '/api/admin/orders', {
      body: { name: 'Ткани', counterpartyId: client.id },
    });

    const refused = await service.call('DELETE', `/api/admin/counterparties/${client.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatchObject({
      statusCode: 409,
      message: counterpartyMessages.hasOrders,
    });
    expect((await service.call('GET', `/api/admin/orders/${order.id}`)).body).toMatchObject({
      counterpartyId: client.id,
      counterpartyName: 'ООО Заказчик',
    });

    expect((await service.call('DELETE', `/api/admin/orders/${order.id}`)).statusCode).toBe(204);
    expect(
      (await service.call('DELETE', `/api/admin/counterparties/${client.id}`)).statusCode,
    ).toBe(204);
  });

  it('answers 404 with the spec message for a missing id and 400 for a malformed one', async () => {
    const missing = await service.call('GET', '/api/admin/counterparties/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toMatchObject({ statusCode: 404, message: counterpartyMessages.notFound });
    expect(
      (await service.call('PUT', '/api/admin/counterparties/999999', { body: { name: 'x' } }))
        .statusCode,
    ).toBe(404);
    expect((await service.call('DELETE', '/api/admin/counterparties/999999')).statusCode).toBe(404);
    expect((await service.call('GET', '/api/admin/counterparties/abc')).statusCode).toBe(400);
  });

  it('refuses calls without the internal token but lets /healthz through', async () => {
    const anonymous = await service.call('GET', '/api/admin/counterparties', { token: false });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await service.call('GET', '/api/admin/counterparties', { token: 'wrong-token-value' }))
        .statusCode,
    ).toBe(401);

    await expectHealthy(service);
  });

  it('keeps the gateway request id', async () => {
    const requestId = '0b6e4a51-2f44-4a8e-9d0e-3b1b4b7f9c11';
    const answer = await service.call('GET', '/api/admin/counterparties/999999', {
      headers: { 'x-request-id': requestId },
    });
    expect(answer.headers['x-request-id']).toBe(requestId);
    expect(answer.body.requestId).toBe(requestId);
  });

  it('creates the orders and order_items tables', async () => {
    const dataSource = service.app.get((await import('typeorm')).DataSource);
    const tables: Array<{ table_name: string }> = await dataSource.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'orders' ORDER BY table_name`,
    );
    expect(tables.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        'counterparties',
        'order_items',
        'orders',
        'outbox',
        'processed_events',
      ]),
    );
  });
});
