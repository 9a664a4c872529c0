import { randomUUID } from 'node:crypto';
import type { DomainEvent, EventType, TruckAnswer, TruckLoadAnswer } from '@silkway/contracts';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { InventoryConfig } from '../src/config.js';
import { inventoryService } from '../src/service.js';
import { loadedItem, type LoadedItem } from './testing/loaded-items.js';

describe('inventory service: the truck-load projection from order item events', () => {
  let service: TestService<InventoryConfig>;
  let truckA: number;
  let truckB: number;
  let clock = Date.parse('2026-11-01T10:00:00.000Z');

  beforeAll(async () => {
    service = await startTestService(inventoryService);
    truckA = (
      await service.call('POST', '/api/admin/trucks', {
        body: { number: '01 TJ 111', capacity: 80, status: 'Свободен' },
      })
    ).body.id;
    truckB = (
      await service.call('POST', '/api/admin/trucks', {
        body: { number: '02 TJ 222', capacity: 60, status: 'В пути' },
      })
    ).body.id;
  });
  afterAll(() => service?.close());

  /** Delivers one event; `occurredAt` defaults to a clock that moves forward a second per event. */
  const deliver = <T extends EventType>(
    type: T,
    payload: DomainEvent<T>['payload'],
    { id = randomUUID(), occurredAt = new Date((clock += 1000)).toISOString() } = {},
  ) => {
    const event = { id, type, occurredAt, payload } as DomainEvent<T>;
    return service.events.deliver(event, randomUUID());
  };
  /** Goods of order 500 of ООО Памир: two pieces, 120.5 kg and 1.25 m³ in all. */
  const item = (itemId: number, truckId: number | null, overrides: Partial<LoadedItem> = {}) =>
    loadedItem(itemId, truckId, {
      orderId: 500,
      quantity: 2,
      weight: 120.5,
      volume: 1.25,
      counterpartyName: 'ООО Памир',
      expectedDeliveryDate: '2026-12-01',
      ...overrides,
    });
  const loadsOf = async (truckId: number) =>
    (await service.call<TruckLoadAnswer[]>('GET', `/api/admin/trucks/${truckId}/items`)).body;
  const truckTotals = async (truckId: number) => {
    const truck = (await service.call<TruckAnswer[]>('GET', '/api/admin/trucks')).body.find(
      ({ id }) => id === truckId,
    )!;
    return { currentWeight: truck.currentWeight, currentVolume: truck.currentVolume };
  };

  it('assigns goods to a truck: its list and its current weight and volume', async () => {
    await deliver('order-item.upserted', item(1, truckA));
    await deliver(
      'order-item.upserted',
      item(2, truckA, {
        weight: 79.5,
        volume: 0.75,
        counterpartyName: null,
        expectedDeliveryDate: null,
      }),
    );
    await deliver('order-item.upserted', item(3, null));
    const { truckId: _truckId, ...firstLoad } = item(1, truckA);
    expect(await loadsOf(truckA)).toEqual([
      firstLoad,
      expect.objectContaining({
        itemId: 2,
        weight: 79.5,
        volume: 0.75,
        counterpartyName: null,
        expectedDeliveryDate: null,
      }),
    ]);
    expect(await truckTotals(truckA)).toEqual({ currentWeight: 200, currentVolume: 2 });
  });

  it('moves goods to another truck and takes them out of any truck', async () => {
    await deliver('order-item.upserted', item(1, truckB, { status: 'Отправлено' }));
    expect((await loadsOf(truckA)).map(({ itemId }) => itemId)).toEqual([2]);
    expect(await loadsOf(truckB)).toEqual([
      expect.objectContaining({ itemId: 1, status: 'Отправлено' }),
    ]);
    expect(await truckTotals(truckA)).toEqual({ currentWeight: 79.5, currentVolume: 0.75 });
    expect(await truckTotals(truckB)).toEqual({ currentWeight: 120.5, currentVolume: 1.25 });

    await deliver('order-item.upserted', item(1, null));
    expect(await loadsOf(truckB)).toEqual([]);
    expect(await truckTotals(truckB)).toEqual({ currentWeight: 0, currentVolume: 0 });
  });

  it('never lets an older state replace a newer one', async () => {
    const newer = new Date((clock += 10_000)).toISOString();
    const older = new Date(clock - 5_000).toISOString();
    await deliver('order-item.upserted', item(4, truckB, { quantity: 7 }), { occurredAt: newer });
    await deliver('order-item.upserted', item(4, truckA, { quantity: 3 }), { occurredAt: older });
    expect(await loadsOf(truckB)).toEqual([expect.objectContaining({ itemId: 4, quantity: 7 })]);
    expect((await loadsOf(truckA)).map(({ itemId }) => itemId)).toEqual([2]);
  });

  it('empties the truck when an item or its order is deleted; a late state does not bring it back', async () => {
    await deliver('order-item.deleted', { itemId: 2, orderId: 500 });
    await deliver('order-item.deleted', { itemId: 4, orderId: 500 });
    expect(await loadsOf(truckA)).toEqual([]);
    expect(await loadsOf(truckB)).toEqual([]);
    expect(await truckTotals(truckA)).toEqual({ currentWeight: 0, currentVolume: 0 });

    await deliver('order-item.upserted', item(2, truckA));
    await deliver('order-item.deleted', { itemId: 9, orderId: 501 });
    await deliver('order-item.upserted', item(9, truckA, { orderId: 501 }), {
      occurredAt: new Date(clock - 500).toISOString(),
    });
    expect(await loadsOf(truckA)).toEqual([]);
  });

  it('applies a redelivered event once', async () => {
    const id = randomUUID();
    const occurredAt = new Date((clock += 1000)).toISOString();
    expect(
      await deliver('order-item.upserted', item(10, truckA, { weight: 10, volume: 0.5 }), {
        id,
        occurredAt,
      }),
    ).toBe('applied');
    expect(
      await deliver('order-item.upserted', item(10, truckA, { weight: 10, volume: 0.5 }), {
        id,
        occurredAt,
      }),
    ).toBe('repeat');
    expect(await loadsOf(truckA)).toHaveLength(1);
    expect(await truckTotals(truckA)).toEqual({ currentWeight: 10, currentVolume: 0.5 });
  });

  it('answers 404 for an unknown truck', async () => {
    expect((await service.call('GET', '/api/admin/trucks/999999/items')).statusCode).toBe(404);
  });
});
