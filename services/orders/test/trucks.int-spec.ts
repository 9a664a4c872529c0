import { randomUUID } from 'node:crypto';
import { truckMessages } from '@silkway/contracts';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';
import { startTruckEndpoint, truckKnown, type TruckEndpoint } from './testing/truck-endpoint.js';
import { waitFor } from './testing/wait-for.js';

/**
 * An item names a truck only once the inventory holds that truck for it, asked before the item's
 * write commits (docs/events.md "Trucks held by items"); the trucks kept from the inventory's
 * events only give numbers.
 */
describe('orders service: an item names a truck only once the inventory holds it for the item', () => {
  let service: TestService<OrdersConfig>;
  let inventory: TruckEndpoint;
  let order: { id: number; code: string };
  let clock = Date.parse('2026-11-01T10:00:00.000Z');

  beforeAll(async () => {
    inventory = await startTruckEndpoint();
    // A replica that is down first: the next one is asked.
    service = await startTestService(ordersService, {
      INVENTORY_URL: `http://127.0.0.1:1,${inventory.url}`,
    });
    order = (await service.call('POST', '/api/admin/orders', { body: { name: 'Рейс' } })).body;
  });
  afterAll(async () => {
    await service?.close();
    await inventory?.close();
  });
  afterEach(() => {
    inventory.whileHolding = undefined;
  });

  const truck = (truckId: number, number: string) =>
    truckKnown(
      inventory,
      service.events,
      { truckId, number },
      new Date((clock += 1000)).toISOString(),
    );
  const addItem = (body: Record<string, unknown>) =>
    service.call('POST', `/api/admin/orders/${order.id}/items`, {
      body: { code: 'TR-1', name: 'Кондиционер', ...body },
    });
  const itemsInOrder = async () =>
    (await service.call('GET', `/api/admin/orders/${order.id}`)).body.items as Array<{
      id: number;
      truck: unknown;
    }>;
  /** What is written of items and their events, to prove a refused call wrote nothing. */
  const written = async () =>
    (
      await service.query(`SELECT (SELECT count(*) FROM orders.order_items)::int AS items,
                          (SELECT count(*) FROM orders.outbox)::int AS events`)
    )[0];
  /** The committed truck of item `id` (null: none), as another connection sees it. */
  const committedTruckOf = async (id: number): Promise<number | null | undefined> =>
    (await service.query('SELECT truck_id FROM orders.order_items WHERE id = $1', [id]))[0]
      ?.truck_id;

  it('has the truck held for a new item before the item commits, then announces it after the hold', async () => {
    await truck(31, '01 TJ 310');
    const seenWhileHeld: Array<number | null | undefined> = [];
    inventory.whileHolding = async ({ itemId }) => {
      seenWhileHeld.push(await committedTruckOf(itemId));
    };
    const { statusCode, body: item } = await addItem({ truckId: 31 });
    expect(statusCode).toBe(201);
    expect(item).toMatchObject({ truckId: 31, truck: { id: 31, number: '01 TJ 310' } });
    expect(seenWhileHeld).toEqual([undefined]); // not committed yet
    const hold = inventory.holds.at(-1)!;
    expect(hold).toMatchObject({ itemId: item.id, truckId: 31, orderCode: order.code });
    const [announced] = await service.query(
      `SELECT occurred_at FROM orders.outbox WHERE type = 'order-item.upserted' AND (payload->>'itemId')::int = $1`,
      [item.id],
    );
    // The inventory lets go of a hold by the item's states from the hold's time on.
    expect(announced.occurred_at.getTime()).toBeGreaterThanOrEqual(Date.parse(hold.heldAt));
    expect(inventory.releases).toEqual([]);
  });

  it('has the truck an item moves into held before the move commits; a move out holds nothing', async () => {
    await truck(32, '01 TJ 320');
    await truck(33, '01 TJ 330');
    const { body: item } = await addItem({ truckId: 32 });
    const seenWhileHeld: Array<number | null | undefined> = [];
    inventory.whileHolding = async ({ itemId }) => {
      seenWhileHeld.push(await committedTruckOf(itemId));
    };
    const moved = await service.call('PUT', `/api/admin/order-items/${item.id}`, {
      body: { truckId: 33 },
    });
    expect(moved.body).toMatchObject({ truckId: 33, truck: { id: 33, number: '01 TJ 330' } });
    expect(seenWhileHeld).toEqual([32]);
    expect(inventory.holds.at(-1)).toMatchObject({ itemId: item.id, truckId: 33 });

    const holdsBefore = inventory.holds.length;
    const edited = await service.call('PUT', `/api/admin/order-items/${item.id}`, {
      body: { comments: 'хрупкое' },
    });
    expect(edited.body).toMatchObject({ truck: { id: 33 } });
    const unloaded = await service.call('PUT', `/api/admin/order-items/${item.id}`, {
      body: { truckId: null },
    });
    expect(unloaded.body).toMatchObject({ truckId: null, truck: null });
    expect(inventory.holds).toHaveLength(holdsBefore);
  });

  it('refuses a truck the inventory does not hold (400 on the field) and writes nothing, though the copy of its trucks still knows it', async () => {
    // The inventory deleted truck 34; its `truck.removed` has not come yet.
    await truck(34, '01 TJ 340');
    inventory.trucks.delete(34);
    const { body: item } = await addItem({ truckId: 33 });
    const before = await written();

    const refused = await addItem({ truckId: 34 });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ truckId: [truckMessages.notFound] });
    const moved = await service.call('PUT', `/api/admin/order-items/${item.id}`, {
      body: { truckId: 34 },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.body.fieldErrors).toEqual({ truckId: [truckMessages.notFound] });
    expect(await written()).toEqual(before);
    expect(await committedTruckOf(item.id)).toBe(33);
  });

  it('takes a truck whose event is still on its way, with the number the inventory answers', async () => {
    inventory.trucks.set(41, { number: '01 TJ 410', stateAt: new Date(clock).toISOString() });
    const taken = await addItem({ truckId: 41 });
    expect(taken.statusCode).toBe(201);
    expect(taken.body).toMatchObject({ truckId: 41, truck: { id: 41, number: '01 TJ 410' } });
  });

  it('lets go of the holds of a write that fails after them', async () => {
    await truck(42, '01 TJ 420');
    const [first, second] = [(await addItem({})).body, (await addItem({})).body];
    // The first item's hold is written; then the truck is gone for the second: the call fails whole.
    inventory.whileHolding = async () => {
      inventory.trucks.delete(42);
    };
    const refused = await service.call('PATCH', `/api/admin/orders/${order.id}/items`, {
      body: { itemIds: [first.id, second.id], truckId: 42 },
    });
    expect(refused.statusCode).toBe(400);
    expect(await committedTruckOf(first.id)).toBeNull();
    const [hold] = inventory.holds.filter(({ truckId }) => truckId === 42);
    expect(
      await waitFor(
        async () => (inventory.releases.length > 0 ? inventory.releases : undefined),
        'the hold is let go of',
      ),
    ).toEqual([{ itemId: first.id, truckId: 42, heldAt: hold!.heldAt }]);
  });

  it('follows the renames of a truck its items are in', async () => {
    await truck(35, '01 TJ 350');
    const { body: item } = await addItem({ truckId: 35 });
    const renamedAt = new Date((clock += 1000)).toISOString();
    const renamed = (number: string, occurredAt: string) =>
      service.events.deliver({
        id: randomUUID(),
        occurredAt,
        type: 'truck.upserted',
        payload: { truckId: 35, number },
      });
    await renamed('01 TJ 351', renamedAt);
    await renamed('01 TJ 000', new Date(Date.parse(renamedAt) - 500).toISOString()); // older: ignored
    expect((await itemsInOrder()).find(({ id }) => id === item.id)?.truck).toEqual({
      id: 35,
      number: '01 TJ 351',
    });
  });

  it('answers 503 and writes nothing when the inventory cannot be asked', async () => {
    const down = await startTestService(ordersService, { INVENTORY_URL: 'http://127.0.0.1:1' });
    try {
      const other = (await down.call('POST', '/api/admin/orders', { body: { name: 'Рейс' } })).body;
      const refused = await down.call('POST', `/api/admin/orders/${other.id}/items`, {
        body: { code: 'TR-2', name: 'Кондиционер', truckId: 42 },
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.body.message).toBe(truckMessages.ownerUnavailable);
      expect((await down.call('GET', `/api/admin/orders/${other.id}`)).body.items).toEqual([]);
    } finally {
      await down.close();
    }
  });
});
