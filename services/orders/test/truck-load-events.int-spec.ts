import { randomUUID } from 'node:crypto';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';
import { startTruckEndpoint, type TruckEndpoint } from './testing/truck-endpoint.js';

type OutboxRow = { type: string; consumer: string; payload: Record<string, unknown> };

describe('orders service: item events for the inventory truck-load projection', () => {
  let service: TestService<OrdersConfig>;
  let inventory: TruckEndpoint;
  let orderId: number;

  beforeAll(async () => {
    inventory = await startTruckEndpoint();
    service = await startTestService(ordersService, { INVENTORY_URL: inventory.url });
    for (const truckId of [7, 8]) {
      const truck = { number: `0${truckId} TJ 777`, stateAt: new Date().toISOString() };
      inventory.trucks.set(truckId, truck);
      await service.events.deliver({
        id: randomUUID(),
        type: 'truck.upserted',
        occurredAt: truck.stateAt,
        payload: { truckId, number: truck.number },
      });
    }
    const counterpartyId = (
      await service.call('POST', '/api/admin/counterparties', { body: { name: 'ООО Памир' } })
    ).body.id;
    orderId = (
      await service.call('POST', '/api/admin/orders', { body: { name: 'Техника', counterpartyId } })
    ).body.id;
  });
  afterAll(async () => {
    await service?.close();
    await inventory?.close();
  });

  const eventsOf = async (itemId: number): Promise<OutboxRow[]> =>
    service.query(
      `SELECT type, consumer, payload FROM orders.outbox WHERE type LIKE 'order-item.%' AND consumer = 'inventory' AND (payload->>'itemId')::int = $1 ORDER BY occurred_at`,
      [itemId],
    );

  it('writes order-item.upserted for the inventory on create, edit and status change, with the state the projection keeps', async () => {
    const { body: item } = await service.call('POST', `/api/admin/orders/${orderId}/items`, {
      body: {
        code: 'AC-1',
        name: 'Кондиционер',
        quantity: 2,
        weight: 120.5,
        volume: 1.25,
        truckId: 7,
        expectedDeliveryDate: '2026-12-01',
      },
    });
    await service.call('PUT', `/api/admin/order-items/${item.id}`, { body: { truckId: 8 } });
    await service.call('PATCH', `/api/admin/order-items/${item.id}/status`, {
      body: { status: 'Отправлено' },
    });
    const events = await eventsOf(item.id);
    expect(events.map(({ type, consumer }) => `${type} → ${consumer}`)).toEqual(
      Array(3).fill('order-item.upserted → inventory'),
    );
    expect(events[0]!.payload).toEqual({
      itemId: item.id,
      orderId,
      truckId: 7,
      code: 'AC-1',
      name: 'Кондиционер',
      quantity: 2,
      weight: 120.5,
      volume: 1.25,
      status: 'На складе',
      counterpartyName: 'ООО Памир',
      expectedDeliveryDate: '2026-12-01',
    });
    expect(events[1]!.payload).toMatchObject({ truckId: 8, status: 'На складе' });
    expect(events[2]!.payload).toMatchObject({ truckId: 8, status: 'Отправлено' });
  });

  it('writes order-item.deleted when an item is removed or its order deleted', async () => {
    const { body: removed } = await service.call('POST', `/api/admin/orders/${orderId}/items`, {
      body: { code: 'R-1', name: 'Чайник', truckId: 7 },
    });
    const { body: kept } = await service.call('POST', `/api/admin/orders/${orderId}/items`, {
      body: { code: 'R-2', name: 'Чашки', truckId: 7 },
    });
    expect(
      (await service.call('DELETE', `/api/admin/order-items/${removed.id}`)).statusCode,
    ).toBeLessThan(300);
    expect((await service.call('DELETE', `/api/admin/orders/${orderId}`)).statusCode).toBeLessThan(
      300,
    );
    expect((await eventsOf(removed.id)).at(-1)).toEqual({
      type: 'order-item.deleted',
      consumer: 'inventory',
      payload: { itemId: removed.id, orderId },
    });
    expect((await eventsOf(kept.id)).at(-1)).toEqual({
      type: 'order-item.deleted',
      consumer: 'inventory',
      payload: { itemId: kept.id, orderId },
    });
  });
});
