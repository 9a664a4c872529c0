import { randomUUID } from 'node:crypto';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { InventoryConfig } from '../src/config.js';
import { inventoryService } from '../src/service.js';
import { deliverLoadedItem, loadedItem } from './testing/loaded-items.js';

const RACES = 20;

/**
 * Before an item may name a truck, the orders service has the inventory hold the truck for it
 * (docs/events.md "Trucks held by items"): a held truck is never deleted, whatever the truck-load
 * projection has heard yet, and a deleted truck is never held.
 */
describe('inventory service: a truck held for an item is not deleted', () => {
  let service: TestService<InventoryConfig>;
  // Times as the orders service writes them: just before now, one second apart.
  let clock = Date.now() - 3_600_000;
  const tick = () => new Date((clock += 1000)).toISOString();

  beforeAll(async () => {
    service = await startTestService(inventoryService);
  });
  afterAll(() => service?.close());

  const newTruck = async (number: string): Promise<number> =>
    (await service.call('POST', '/api/admin/trucks', { body: { number } })).body.id;
  const hold = (itemId: number, truckId: number, orderCode: string, heldAt = tick()) =>
    service.call('PUT', `/internal/truck-holds/${itemId}`, {
      body: { truckId, orderCode, heldAt },
    });
  const deleteTruck = (truckId: number, language?: string) =>
    service.call('DELETE', `/api/admin/trucks/${truckId}`, {
      ...(language ? { headers: { 'accept-language': language } } : {}),
    });
  const upserted = (itemId: number, truckId: number | null, occurredAt: string) =>
    deliverLoadedItem(service.events, loadedItem(itemId, truckId), occurredAt);

  it('holds a truck for an item and answers the truck, whose delete is then refused (409) in the caller’s language', async () => {
    const truckId = await newTruck('01 TJ 900');
    const held = await hold(9001, truckId, 'SW-AAAA-0001');
    expect(held.statusCode).toBe(200);
    expect(held.body).toEqual({ id: truckId, number: '01 TJ 900', stateAt: expect.any(String) });
    await hold(9002, truckId, 'SW-AAAA-0001');
    await hold(9003, truckId, 'SW-BBBB-0002');

    const inRussian = await deleteTruck(truckId);
    expect(inRussian.statusCode).toBe(409);
    expect(inRussian.body.message).toBe(
      'Нельзя удалить трак: в нём товаров: 3 (заказы SW-AAAA-0001, SW-BBBB-0002)',
    );
    expect((await deleteTruck(truckId, 'en-GB,en;q=0.9')).body).toMatchObject({
      statusCode: 409,
      message: 'The truck cannot be deleted: items in it: 3 (orders SW-AAAA-0001, SW-BBBB-0002)',
    });
    expect((await service.call('GET', '/api/admin/trucks')).body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: truckId })]),
    );
  });

  it('names at most three orders, then «…»', async () => {
    const truckId = await newTruck('01 TJ 901');
    for (const [index, code] of ['SW-D', 'SW-A', 'SW-C', 'SW-B'].entries())
      await hold(9100 + index, truckId, code);
    expect((await deleteTruck(truckId)).body.message).toBe(
      'Нельзя удалить трак: в нём товаров: 4 (заказы SW-A, SW-B, SW-C, …)',
    );
  });

  it('holds no truck that is deleted or never was (404), and only for the gateway’s token', async () => {
    const truckId = await newTruck('01 TJ 902');
    expect((await deleteTruck(truckId)).statusCode).toBe(204);
    expect((await hold(9200, truckId, 'SW-A')).statusCode).toBe(404);
    expect((await hold(9201, 999999, 'SW-A')).statusCode).toBe(404);
    const other = await newTruck('01 TJ 903');
    const forged = await service.call('PUT', `/internal/truck-holds/9202`, {
      body: { truckId: other, orderCode: 'SW-A', heldAt: tick() },
      token: 'forged',
    });
    expect(forged.statusCode).toBe(401);
    expect((await deleteTruck(other)).statusCode).toBe(204);
  });

  it(`never both holds and deletes one truck when both come at once (${RACES} races)`, async () => {
    const outcomes: string[] = [];
    for (let race = 0; race < RACES; race++) {
      const truckId = await newTruck(`02 TJ ${race}`);
      // The delete is sent 0–4 ms after the hold, so the two meet in either order.
      const [held, deleted] = await Promise.all([
        hold(9300 + race, truckId, 'SW-RACE'),
        new Promise((resolve) => setTimeout(resolve, race % 5)).then(() => deleteTruck(truckId)),
      ]);
      outcomes.push(`${held.statusCode}/${deleted.statusCode}`);
    }
    expect(outcomes.filter((outcome) => !['200/409', '404/204'].includes(outcome))).toEqual([]);
    expect(outcomes).toContain('200/409'); // the hold, sent first, won at least once
  });

  it('lets go of a hold once the item is known elsewhere from a later state, or deleted', async () => {
    const truckId = await newTruck('01 TJ 904');
    const heldAt = tick();
    await hold(9401, truckId, 'SW-LATE', heldAt);
    // A state from before the hold (the item's earlier event, arriving late) lets go of nothing.
    await upserted(9401, null, new Date(Date.parse(heldAt) - 1).toISOString());
    expect((await deleteTruck(truckId)).statusCode).toBe(409);
    // The item's own event, in the truck: the hold stays, and the projection shows it too.
    await upserted(9401, truckId, heldAt);
    expect((await deleteTruck(truckId)).statusCode).toBe(409);
    // Moved out of the truck from the hold's time on: released.
    await upserted(9401, null, tick());
    expect((await deleteTruck(truckId)).statusCode).toBe(204);

    const another = await newTruck('01 TJ 905');
    await hold(9402, another, 'SW-GONE');
    await service.events.deliver({
      id: randomUUID(),
      type: 'order-item.deleted',
      occurredAt: tick(),
      payload: { itemId: 9402, orderId: 1 },
    });
    expect((await deleteTruck(another)).statusCode).toBe(204);
  });

  it('a move keeps the truck it leaves held until the move is known; a failed write’s release lets go of its own hold only', async () => {
    const [from, to] = [await newTruck('01 TJ 906'), await newTruck('01 TJ 907')];
    await hold(9501, from, 'SW-MOVE');
    const movedAt = tick();
    await hold(9501, to, 'SW-MOVE', movedAt);
    expect((await deleteTruck(from)).statusCode).toBe(409);

    const release = (heldAt: string) =>
      service.call('DELETE', `/internal/truck-holds/9501`, {
        query: { truckId: String(to), heldAt },
      });
    // A release naming another write's time (the item held again meanwhile) lets go of nothing.
    expect((await release(tick())).statusCode).toBe(204);
    expect((await deleteTruck(to)).statusCode).toBe(409);
    expect((await release(movedAt)).statusCode).toBe(204);
    expect((await deleteTruck(to)).statusCode).toBe(204);
    expect((await deleteTruck(from)).statusCode).toBe(409);
  });

  it('lets go of a day-old hold whose item it never heard of (never saved), and of no other', async () => {
    const truckId = await newTruck('01 TJ 990');
    const dayAndMinuteAgo = new Date(Date.now() - 86_460_000).toISOString();
    await hold(9901, truckId, 'SW-LOST-0001', dayAndMinuteAgo);
    await hold(9902, truckId, 'SW-SAVED-0002', dayAndMinuteAgo);
    await upserted(9902, truckId, dayAndMinuteAgo);
    await hold(9903, truckId, 'SW-NEW-0003');

    expect((await deleteTruck(truckId)).body.message).toBe(
      'Нельзя удалить трак: в нём товаров: 2 (заказы SW-NEW-0003, SW-SAVED-0002)',
    );
  });
});
