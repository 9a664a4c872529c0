import { randomUUID } from 'node:crypto';
import { type DomainEvent, type EventType } from '@silkway/contracts';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';
import { waitFor } from './testing/wait-for.js';

describe('orders service: change history and stock answers (the orders queue)', () => {
  let service: TestService<OrdersConfig>;
  let orderId: number;

  beforeAll(async () => {
    service = await startTestService(ordersService);
    orderId = (await service.call('POST', '/api/admin/orders', { body: { name: 'История' } })).body
      .id;
  });
  afterAll(() => service?.close());

  const history = async (itemId: number) =>
    (await service.call('GET', `/api/admin/change-history/item/${itemId}`)).body as Array<
      Record<string, unknown>
    >;
  /** Waits until the relay has published and the worker has written what the last change produced. */
  const settle = (itemId: number, expectedEntries: number) =>
    waitFor(
      async () => ((await history(itemId)).length >= expectedEntries ? true : undefined),
      `the history of item ${itemId} reaches ${expectedEntries} entries`,
    );
  /** Delivers an event to the orders queue as the relay would, and waits for the worker's result. */
  const deliver = <T extends EventType>(event: DomainEvent<T>, jobId = randomUUID()) =>
    service.events.deliver(event, jobId);

  it('writes one entry per changed field with the acting admin, newest first', async () => {
    const admin = { 'x-admin-username': 'dilshod' };
    const { body: item } = await service.call('POST', `/api/admin/orders/${orderId}/items`, {
      body: { code: 'H-1', name: 'Плитка', quantity: 2 },
      headers: admin,
    });
    await settle(item.id, 1);
    const created = await history(item.id);
    expect(created).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          username: 'dilshod',
          fieldChanged: 'code',
          oldValue: null,
          newValue: 'H-1',
        }),
      ]),
    );
    const createdCount = created.length;

    await service.call('PUT', `/api/admin/order-items/${item.id}`, {
      body: { quantity: 5, comments: 'хрупкое' },
      headers: { 'x-admin-username': 'malika' },
    });
    await service.call('PATCH', `/api/admin/order-items/${item.id}/status`, {
      body: { status: 'Отправлено' },
      headers: { 'x-admin-username': 'malika' },
    });
    await settle(item.id, createdCount + 3);
    const entries = await history(item.id);
    expect(entries).toHaveLength(createdCount + 3);
    expect(entries[0]).toMatchObject({
      itemId: item.id,
      username: 'malika',
      fieldChanged: 'status',
      oldValue: 'На складе',
      newValue: 'Отправлено',
      createdAt: expect.any(String),
    });
    expect(
      entries
        .slice(1, 3)
        .map((entry) => [entry.fieldChanged, entry.oldValue, entry.newValue])
        .sort(),
    ).toEqual([
      ['comments', null, 'хрупкое'],
      ['quantity', '2', '5'],
    ]);

    const unchanged = await service.call('PUT', `/api/admin/order-items/${item.id}`, {
      body: { quantity: 5 },
    });
    expect(unchanged.statusCode).toBe(200);
    const [{ count }] = await service.query(
      `SELECT count(*)::int AS count FROM orders.outbox WHERE type = 'order-item.changed' AND (payload->>'itemId')::int = $1`,
      [item.id],
    );
    expect(count).toBe(3);
  });

  it('writes nothing twice when an event is delivered again', async () => {
    const { body: item } = await service.call('POST', `/api/admin/orders/${orderId}/items`, {
      body: { code: 'H-2', name: 'Обои' },
    });
    await settle(item.id, 1);
    const [row] = await service.query(
      `SELECT id, type, payload, occurred_at FROM orders.outbox WHERE type = 'order-item.changed' AND (payload->>'itemId')::int = $1`,
      [item.id],
    );
    const before = (await history(item.id)).length;

    const outcome = await deliver({
      id: row.id,
      type: 'order-item.changed',
      occurredAt: row.occurred_at.toISOString(),
      payload: row.payload,
    });
    expect(outcome).toBe('repeat');
    expect(await history(item.id)).toHaveLength(before);
  });

  it('answers 404 for the history of a missing item and 400 for a malformed id', async () => {
    expect((await service.call('GET', '/api/admin/change-history/item/999999')).statusCode).toBe(
      404,
    );
    expect((await service.call('GET', '/api/admin/change-history/item/abc')).statusCode).toBe(400);
  });

  it('marks an item from stock as reduced or rejected when the inventory answers', async () => {
    const add = (code: string) =>
      service.call('POST', `/api/admin/orders/${orderId}/items`, {
        body: { code, name: 'Со склада', fromInventory: true, inventoryItemId: 7, quantity: 2 },
      });
    const { body: reduced } = await add('ST-1');
    const { body: rejected } = await add('ST-2');
    const occurredAt = new Date().toISOString();

    expect(
      await deliver({
        id: randomUUID(),
        type: 'stock.reduced',
        occurredAt,
        payload: { orderItemId: reduced.id, inventoryItemId: 7, quantity: 2 },
      }),
    ).toBe('applied');
    const reason = 'Недостаточно товара на складе: доступно 1, запрошено 2';
    expect(
      await deliver({
        id: randomUUID(),
        type: 'stock.reduce-rejected',
        occurredAt,
        payload: { orderItemId: rejected.id, inventoryItemId: 7, quantity: 2, reason },
      }),
    ).toBe('applied');

    const items = (await service.call('GET', `/api/admin/orders/${orderId}`)).body.items;
    expect(items.find((item: { id: number }) => item.id === reduced.id)).toMatchObject({
      stockStatus: 'reduced',
      stockNote: null,
    });
    expect(items.find((item: { id: number }) => item.id === rejected.id)).toMatchObject({
      stockStatus: 'rejected',
      stockNote: reason,
    });
  });
});
