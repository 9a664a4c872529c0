import { randomUUID } from 'node:crypto';
import { api, itemMessages, orderMessages, truckMessages } from '@silkway/contracts';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';
import { startTruckEndpoint, truckKnown, type TruckEndpoint } from './testing/truck-endpoint.js';
import { waitFor } from './testing/wait-for.js';

type Item = {
  id: number;
  code: string;
  status: string;
  truckId: number | null;
  truck: { id: number; number: string } | null;
};
type OutboxRow = { type: string; payload: Record<string, unknown> };

/**
 * PATCH /api/admin/orders/{id}/items: several items of one order get a status and/or a truck in one
 * transaction, each as its own change would (history, truck loads, followers), all or none.
 */
describe('orders service: items changed in bulk', () => {
  let service: TestService<OrdersConfig>;
  let inventory: TruckEndpoint;
  let orderId: number;
  let otherOrderId: number;
  let clock = Date.parse('2026-11-01T10:00:00.000Z');

  beforeAll(async () => {
    inventory = await startTruckEndpoint();
    service = await startTestService(ordersService, { INVENTORY_URL: inventory.url });
    const counterpartyId = (
      await service.call('POST', '/api/admin/counterparties', { body: { name: 'ООО Вахш' } })
    ).body.id;
    orderId = (
      await service.call('POST', '/api/admin/orders', { body: { name: 'Рейс', counterpartyId } })
    ).body.id;
    otherOrderId = (await service.call('POST', '/api/admin/orders', { body: { name: 'Другой' } }))
      .body.id;
    await truckUpserted(61, '01 TJ 610');
    await truckUpserted(62, '01 TJ 620');
  });
  afterAll(async () => {
    await service?.close();
    await inventory?.close();
  });

  const truckUpserted = (truckId: number, number: string) =>
    truckKnown(
      inventory,
      service.events,
      { truckId, number },
      new Date((clock += 1000)).toISOString(),
    );
  const addItem = async (code: string, body: Record<string, unknown> = {}, order = orderId) =>
    (
      await service.call('POST', `/api/admin/orders/${order}/items`, {
        body: { code, name: `Товар ${code}`, ...body },
      })
    ).body as Item;
  const changeMany = (body: Record<string, unknown>, order = orderId, headers = {}) =>
    service.call('PATCH', `/api/admin/orders/${order}/items`, { body, headers });
  const itemsOf = async (order = orderId) =>
    (await service.call('GET', `/api/admin/orders/${order}`)).body.items as Item[];
  const outboxOf = (itemIds: number[]): Promise<OutboxRow[]> =>
    service.query(
      `SELECT type, payload FROM orders.outbox WHERE (payload->>'itemId')::int = ANY($1) ORDER BY occurred_at, type`,
      [itemIds],
    );
  const auditEntriesOf = (order: number): Promise<Array<{ payload: Record<string, unknown> }>> =>
    service.query(
      `SELECT payload FROM orders.outbox WHERE type = 'audit.recorded' AND payload->>'entity' = 'order' AND payload->>'entityId' = $1 AND payload->>'action' = 'update' ORDER BY occurred_at`,
      [String(order)],
    );
  /** Everything a refused call must leave as it was: the rows and what the outbox says. */
  const writtenState = async () => ({
    items: await service.query(
      'SELECT id, status, truck_id, truck_number, updated_at FROM orders.order_items ORDER BY id',
    ),
    outbox: (await service.query('SELECT count(*)::int AS count FROM orders.outbox'))[0].count,
  });
  /** Waits until the worker has written the history entries the change produced. */
  const historyOf = (itemId: number, atLeast: number) =>
    waitFor(async () => {
      const entries = (await service.call('GET', `/api/admin/change-history/item/${itemId}`))
        .body as Array<{ fieldChanged: string; oldValue: string | null; newValue: string | null }>;
      return entries.length >= atLeast ? entries : undefined;
    }, `the history of item ${itemId} reaches ${atLeast} entries`);

  it('is declared for the warehouse role, with the permission of changing one item', () => {
    expect(api.items.changeMany).toMatchObject({
      method: 'PATCH',
      path: '/api/admin/orders/{id}/items',
      permission: api.items.changeStatus.permission,
    });
  });

  it('gives N items one status and one truck, each told as its own change would be, with one audit entry', async () => {
    const items = [await addItem('B-1'), await addItem('B-2'), await addItem('B-3')];
    const untouched = await addItem('B-4');
    const ids = items.map((item) => item.id);
    const historyBefore = await Promise.all(ids.map(async (id) => (await historyOf(id, 1)).length));

    const answer = await changeMany(
      { itemIds: [...ids].reverse().map(String), status: 'Отправлено', truckId: 61 },
      orderId,
      { 'x-admin-username': 'farrukh' },
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toHaveLength(3);
    expect((answer.body as Item[]).map((item) => item.id)).toEqual(ids);
    for (const item of answer.body as Item[])
      expect(item).toMatchObject({
        status: 'Отправлено',
        truckId: 61,
        truck: { id: 61, number: '01 TJ 610' },
      });
    const stored = await itemsOf();
    for (const id of ids)
      expect(stored.find((item) => item.id === id)).toMatchObject({
        status: 'Отправлено',
        truck: { id: 61, number: '01 TJ 610' },
      });
    expect(stored.find((item) => item.id === untouched.id)).toMatchObject({
      status: 'На складе',
      truck: null,
    });

    const events = await outboxOf(ids);
    for (const id of ids) {
      const ofItem = events.filter((event) => event.payload.itemId === id);
      expect(ofItem.map((event) => event.type).sort()).toEqual(
        expect.arrayContaining([
          'order-item.changed',
          'order-item.status-changed',
          'order-item.upserted',
        ]),
      );
      expect(
        ofItem.findLast((event) => event.type === 'order-item.upserted')?.payload,
      ).toMatchObject({
        truckId: 61,
        status: 'Отправлено',
        counterpartyName: 'ООО Вахш',
      });
      expect(
        ofItem.find((event) => event.type === 'order-item.status-changed')?.payload,
      ).toMatchObject({ fromStatus: 'На складе', toStatus: 'Отправлено' });
    }

    const [entry, ...more] = await auditEntriesOf(orderId);
    expect(more).toEqual([]);
    expect(entry!.payload).toMatchObject({ username: 'farrukh', action: 'update' });
    expect(entry!.payload.summary).toContain('товары (3)');
    expect(entry!.payload.changes).toEqual(
      expect.arrayContaining(
        items.flatMap((item) => [
          { field: `${item.code} #${item.id}: status`, from: 'На складе', to: 'Отправлено' },
          { field: `${item.code} #${item.id}: truckId`, from: null, to: '61' },
        ]),
      ),
    );
    expect(entry!.payload.changes).toHaveLength(6);

    for (const [index, id] of ids.entries()) {
      const history = await historyOf(id, historyBefore[index]! + 2);
      expect(history).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            fieldChanged: 'status',
            oldValue: 'На складе',
            newValue: 'Отправлено',
          }),
          expect.objectContaining({ fieldChanged: 'truckId', oldValue: null, newValue: '61' }),
        ]),
      );
    }
  });

  it('changes only the status, or only takes the items out of their truck', async () => {
    const first = await addItem('S-1', { truckId: 62 });
    const second = await addItem('S-2', { truckId: 62 });
    const statusOnly = await changeMany({
      itemIds: [first.id, second.id],
      status: 'Доставлено',
    });
    expect(statusOnly.statusCode).toBe(200);
    expect(statusOnly.body).toEqual([
      expect.objectContaining({ status: 'Доставлено', truckId: 62 }),
      expect.objectContaining({ status: 'Доставлено', truckId: 62 }),
    ]);
    const outOfTruck = await changeMany({ itemIds: [first.id, second.id], truckId: null });
    expect(outOfTruck.statusCode).toBe(200);
    expect(outOfTruck.body).toEqual([
      expect.objectContaining({ status: 'Доставлено', truckId: null, truck: null }),
      expect.objectContaining({ status: 'Доставлено', truckId: null, truck: null }),
    ]);
  });

  it('keeps both of two writers at once: a bulk status, a bulk truck in the other order, and one edit', async () => {
    const items = [await addItem('W-1'), await addItem('W-2'), await addItem('W-3')];
    const ids = items.map((item) => item.id);
    const [first, second, third] = ids as [number, number, number];

    const answers = await Promise.all([
      changeMany({ itemIds: ids.map(String), status: 'Отправлено' }),
      changeMany({ itemIds: [...ids].reverse().map(String), truckId: 62 }),
      service.call('PUT', `/api/admin/order-items/${third}`, { body: { quantity: 7 } }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);

    const stored = await itemsOf();
    for (const id of ids)
      expect(stored.find((item) => item.id === id)).toMatchObject({
        status: 'Отправлено',
        truck: { id: 62, number: '01 TJ 620' },
      });
    expect(stored.find((item) => item.id === third)).toMatchObject({ quantity: 7 });
    // Each writer's change is in each item's history: none wrote over the other's.
    for (const id of [first, second])
      await waitFor(async () => {
        const entries = (await service.call('GET', `/api/admin/change-history/item/${id}`))
          .body as Array<{ fieldChanged: string; newValue: string | null }>;
        const told = (field: string, value: string) =>
          entries.some((entry) => entry.fieldChanged === field && entry.newValue === value);
        return told('status', 'Отправлено') && told('truckId', '62') ? true : undefined;
      }, `item ${id}'s history telling its new status and its truck`);
  });

  it('changes nothing when one named item is of another order, deleted or unknown (404 naming it)', async () => {
    const mine = await addItem('A-1');
    const foreign = await addItem('A-2', {}, otherOrderId);
    const deleted = await addItem('A-3');
    await service.call('DELETE', `/api/admin/orders/${orderId}/items/${deleted.id}`);
    const before = await writtenState();

    for (const bad of [foreign.id, deleted.id, 999_999]) {
      const refused = await changeMany({
        itemIds: [mine.id, bad],
        status: 'Доставлено',
        truckId: 61,
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.body.message).toBe(itemMessages.bulkItemsNotInOrder([bad]));
    }
    const noOrder = await changeMany({ itemIds: [mine.id], status: 'Доставлено' }, 999_999);
    expect(noOrder.statusCode).toBe(404);
    expect(noOrder.body.message).toBe(orderMessages.notFound);
    expect(await writtenState()).toEqual(before);
    expect((await itemsOf(otherOrderId))[0]).toMatchObject({ status: 'На складе', truck: null });
  });

  it('refuses a body without items, with too many, or with nothing to change (400), writing nothing', async () => {
    const mine = await addItem('V-1');
    const before = await writtenState();
    expect((await changeMany({ itemIds: [], status: 'Отправлено' })).body.fieldErrors).toEqual({
      itemIds: [itemMessages.bulkNoItems],
    });
    const tooMany = await changeMany({
      itemIds: Array.from({ length: 201 }, (_, index) => index + 1),
      status: 'Отправлено',
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body.fieldErrors).toEqual({ itemIds: [itemMessages.bulkTooManyItems] });
    const nothing = await changeMany({ itemIds: [mine.id] });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.body.fieldErrors).toEqual({ status: [itemMessages.bulkNothingToChange] });
    const badStatus = await changeMany({ itemIds: [mine.id], status: 'Потеряно' });
    expect(badStatus.body.fieldErrors).toEqual({ status: [itemMessages.status] });
    expect(await writtenState()).toEqual(before);
  });

  describe('the truck, by the rules of a single item', () => {
    it('has the inventory hold the truck for each item that enters it, even one not heard of yet', async () => {
      const items = [await addItem('T-1'), await addItem('T-2')];
      inventory.trucks.set(63, { number: '01 TJ 630', stateAt: '2026-11-01T09:00:00.000Z' });
      const held = inventory.holds.length;
      const loaded = await changeMany({ itemIds: items.map((item) => item.id), truckId: 63 });
      expect(loaded.statusCode).toBe(200);
      expect(loaded.body).toEqual(
        items.map(() => expect.objectContaining({ truck: { id: 63, number: '01 TJ 630' } })),
      );
      expect(inventory.holds.slice(held)).toEqual(
        items.map((item) => expect.objectContaining({ itemId: item.id, truckId: 63 })),
      );
    });

    it('refuses a truck the inventory does not have (400 on truckId), writing nothing', async () => {
      const items = [await addItem('U-1'), await addItem('U-2')];
      const before = await writtenState();
      const refused = await changeMany({
        itemIds: items.map((item) => item.id),
        status: 'Отправлено',
        truckId: 404,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.body.fieldErrors).toEqual({ truckId: [truckMessages.notFound] });
      expect(await writtenState()).toEqual(before);
    });

    it('refuses a truck the inventory removed, yet leaves items already in it there', async () => {
      await truckUpserted(64, '01 TJ 640');
      const inIt = await addItem('W-1', { truckId: 64 });
      const outside = await addItem('W-2');
      await service.events.deliver({
        id: randomUUID(),
        occurredAt: new Date((clock += 1000)).toISOString(),
        type: 'truck.removed',
        payload: { truckId: 64 },
      });
      inventory.trucks.delete(64);
      const held = inventory.holds.length;
      const before = await writtenState();
      const refused = await changeMany({ itemIds: [inIt.id, outside.id], truckId: 64 });
      expect(refused.statusCode).toBe(400);
      expect(refused.body.fieldErrors).toEqual({ truckId: [truckMessages.notFound] });
      expect(inventory.holds.length).toBe(held);
      expect(await writtenState()).toEqual(before);

      // Only a move into the truck is refused: the item already in it keeps it, as its own edit would.
      const kept = await changeMany({ itemIds: [inIt.id], status: 'Отправлено', truckId: 64 });
      expect(kept.statusCode).toBe(200);
      expect(kept.body).toEqual([
        expect.objectContaining({ status: 'Отправлено', truck: { id: 64, number: '01 TJ 640' } }),
      ]);
    });
  });
});
