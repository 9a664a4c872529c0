import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';

interface StockEventRow {
  type: string;
  payload: Record<string, unknown>;
}

describe('orders service: units taken from stock go back when an item no longer needs them', () => {
  let service: TestService<OrdersConfig>;

  beforeAll(async () => {
    service = await startTestService(ordersService);
  });
  afterAll(() => service?.close());

  const newOrder = async (): Promise<number> =>
    (await service.call('POST', '/api/admin/orders', { body: { name: 'Со склада' } })).body.id;
  const takeFromStock = async (orderId: number, inventoryItemId: number, quantity: number) => {
    const { statusCode, body } = await service.call('POST', `/api/admin/orders/${orderId}/items`, {
      body: {
        code: `W-${inventoryItemId}`,
        name: 'Плитка',
        fromInventory: true,
        inventoryItemId,
        quantity,
        pricePerUnit: '9.00',
      },
    });
    expect(statusCode).toBe(201);
    return body;
  };
  const orderCode = expect.stringMatching(/^SW-/);
  const stockEventsOf = (orderItemId: number): Promise<StockEventRow[]> =>
    service.query(
      `SELECT type, payload FROM orders.outbox
          WHERE type LIKE 'stock.%' AND (payload->>'orderItemId')::int = $1 ORDER BY occurred_at, id`,
      [orderItemId],
    );

  it('gives back all of a deleted item’s units', async () => {
    const item = await takeFromStock(await newOrder(), 301, 50);
    expect((await service.call('DELETE', `/api/admin/order-items/${item.id}`)).statusCode).toBe(
      204,
    );
    expect(await stockEventsOf(item.id)).toEqual([
      {
        type: 'stock.reduce-requested',
        payload: { orderItemId: item.id, inventoryItemId: 301, target: 50, orderCode },
      },
      {
        type: 'stock.return-requested',
        payload: { orderItemId: item.id, inventoryItemId: 301, target: 0, whole: true },
      },
    ]);
  });

  it('asks for what a lowered or raised item should hold now, and waits for the answer', async () => {
    const item = await takeFromStock(await newOrder(), 302, 50);
    const lowered = await service.call('PUT', `/api/admin/order-items/${item.id}`, {
      body: { quantity: 30 },
    });
    expect(lowered.body).toMatchObject({ quantity: 30, stockStatus: 'pending' });
    const raised = await service.call('PUT', `/api/admin/order-items/${item.id}`, {
      body: { quantity: 35 },
    });
    expect(raised.body).toMatchObject({ quantity: 35, stockStatus: 'pending' });
    const events = await stockEventsOf(item.id);
    expect(events.slice(1)).toEqual([
      {
        type: 'stock.reduce-requested',
        payload: { orderItemId: item.id, inventoryItemId: 302, target: 30, orderCode },
      },
      {
        type: 'stock.reduce-requested',
        payload: { orderItemId: item.id, inventoryItemId: 302, target: 35, orderCode },
      },
    ]);
  });

  it('gives back the units of every item of a deleted order, and nothing for items not from stock', async () => {
    const orderId = await newOrder();
    const first = await takeFromStock(orderId, 303, 4);
    const second = await takeFromStock(orderId, 304, 6);
    const bought = await service.call('POST', `/api/admin/orders/${orderId}/items`, {
      body: { code: 'B-1', name: 'Закупка', quantity: 2 },
    });
    expect((await service.call('DELETE', `/api/admin/orders/${orderId}`)).statusCode).toBe(204);
    for (const [item, line] of [
      [first, 303],
      [second, 304],
    ] as const)
      expect((await stockEventsOf(item.id)).at(-1)).toEqual({
        type: 'stock.return-requested',
        payload: { orderItemId: item.id, inventoryItemId: line, target: 0, whole: true },
      });
    expect(await stockEventsOf(bought.body.id)).toEqual([]);
  });
});
