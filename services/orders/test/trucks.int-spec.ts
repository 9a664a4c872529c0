import { randomUUID } from 'node:crypto';
import { truckMessages } from '@silkway/contracts';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import { DataSource } from 'typeorm';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';
import { startTruckEndpoint, type TruckEndpoint } from './testing/truck-endpoint.js';

/** The trucks the inventory announces (`truck.upserted`, `truck.removed`): the only ones items may go into. docs/events.md. */
describe('orders service: items go only into trucks the inventory has', () => {
  let service: TestService<OrdersConfig>;
  let inventory: TruckEndpoint;
  let orderId: number;
  let clock = Date.parse('2026-11-01T10:00:00.000Z');

  beforeAll(async () => {
    inventory = await startTruckEndpoint();
    // A replica that is down first: the next one is asked.
    service = await startTestService(ordersService, {
      INVENTORY_URL: `http://127.0.0.1:1,${inventory.url}`,
    });
    orderId = (await service.call('POST', '/api/admin/orders', { body: { name: 'Рейс' } })).body.id;
  });
  afterAll(async () => {
    await service?.close();
    await inventory?.close();
  });

  /** `occurredAt` defaults to a clock that moves forward a second per event. */
  const at = (occurredAt = new Date((clock += 1000)).toISOString()) => ({
    id: randomUUID(),
    occurredAt,
  });
  const upserted = (truckId: number, number: string, occurredAt?: string) =>
    service.events.deliver({
      ...at(occurredAt),
      type: 'truck.upserted',
      payload: { truckId, number },
    });
  const removed = (truckId: number) =>
    service.events.deliver({ ...at(), type: 'truck.removed', payload: { truckId } });
  const addItem = (body: Record<string, unknown>) =>
    service.call('POST', `/api/admin/orders/${orderId}/items`, {
      body: { code: 'TR-1', name: 'Кондиционер', ...body },
    });
  const itemsInOrder = async () =>
    (await service.call('GET', `/api/admin/orders/${orderId}`)).body.items as Array<{
      id: number;
      truck: unknown;
    }>;

  it('refuses an item for a truck it does not know (400 on the field) and writes nothing', async () => {
    const before = await service.app
      .get(DataSource)
      .query('SELECT count(*)::int AS count FROM orders.order_items');
    const refused = await addItem({ truckId: 404 });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ truckId: [truckMessages.notFound] });
    expect(
      await service.app
        .get(DataSource)
        .query('SELECT count(*)::int AS count FROM orders.order_items'),
    ).toEqual(before);
  });

  it('answers the truck of an item with its id and number, and follows its moves and renames', async () => {
    await upserted(31, '01 TJ 310');
    await upserted(32, '01 TJ 320');
    const { body: item } = await addItem({ truckId: 31 });
    expect(item).toMatchObject({ truckId: 31, truck: { id: 31, number: '01 TJ 310' } });
    expect((await itemsInOrder()).find(({ id }) => id === item.id)?.truck).toEqual({
      id: 31,
      number: '01 TJ 310',
    });

    const moved = await service.call('PUT', `/api/admin/order-items/${item.id}`, {
      body: { truckId: 32 },
    });
    expect(moved.body).toMatchObject({ truckId: 32, truck: { id: 32, number: '01 TJ 320' } });
    expect(
      (await service.call('PUT', `/api/admin/order-items/${item.id}`, { body: { truckId: 404 } }))
        .body.fieldErrors,
    ).toEqual({ truckId: [truckMessages.notFound] });

    const renamedAt = new Date((clock += 1000)).toISOString();
    await upserted(32, '01 TJ 321', renamedAt);
    await upserted(32, '01 TJ 000', new Date(Date.parse(renamedAt) - 500).toISOString()); // older: ignored
    expect((await itemsInOrder()).find(({ id }) => id === item.id)?.truck).toEqual({
      id: 32,
      number: '01 TJ 321',
    });

    const unloaded = await service.call('PUT', `/api/admin/order-items/${item.id}`, {
      body: { truckId: null },
    });
    expect(unloaded.body).toMatchObject({ truckId: null, truck: null });
  });

  it('takes no new item into a removed truck, even after a late announcement; items already there stay editable', async () => {
    await upserted(33, '01 TJ 330');
    const { body: item } = await addItem({ truckId: 33 });
    await removed(33);
    await upserted(33, '01 TJ 331');

    expect((await addItem({ truckId: 33 })).body.fieldErrors).toEqual({
      truckId: [truckMessages.notFound],
    });
    const edited = await service.call('PUT', `/api/admin/order-items/${item.id}`, {
      body: { comments: 'хрупкое' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.body).toMatchObject({
      comments: 'хрупкое',
      truck: { id: 33, number: '01 TJ 330' },
    });
  });

  describe('a truck whose event is still on its way', () => {
    it('is asked for at the inventory, kept, and takes the item', async () => {
      inventory.asked.length = 0;
      inventory.trucks.set(41, { number: '01 TJ 410', stateAt: new Date(clock).toISOString() });
      const taken = await addItem({ truckId: 41 });
      expect(taken.statusCode).toBe(201);
      expect(taken.body).toMatchObject({ truckId: 41, truck: { id: 41, number: '01 TJ 410' } });
      expect(inventory.asked).toEqual([41]);

      // Kept: the next item does not ask again, and the event, when it comes, renames it.
      expect((await addItem({ truckId: 41 })).statusCode).toBe(201);
      expect(inventory.asked).toEqual([41]);
      await upserted(41, '01 TJ 411');
      const numbers = (await itemsInOrder())
        .filter(({ truck }) => (truck as { id: number } | null)?.id === 41)
        .map(({ truck }) => (truck as { number: string }).number);
      expect(numbers).toEqual(['01 TJ 411', '01 TJ 411']);
    });

    it('answers 503 and writes nothing when the inventory cannot be asked', async () => {
      const down = await startTestService(ordersService, { INVENTORY_URL: 'http://127.0.0.1:1' });
      try {
        const order = (await down.call('POST', '/api/admin/orders', { body: { name: 'Рейс' } }))
          .body;
        const refused = await down.call('POST', `/api/admin/orders/${order.id}/items`, {
          body: { code: 'TR-2', name: 'Кондиционер', truckId: 42 },
        });
        expect(refused.statusCode).toBe(503);
        expect(refused.body.message).toBe(truckMessages.ownerUnavailable);
        expect((await down.call('GET', `/api/admin/orders/${order.id}`)).body.items).toEqual([]);
      } finally {
        await down.close();
      }
    });
  });
});
