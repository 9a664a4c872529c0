import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { InventoryConfig } from '../src/config.js';
import { inventoryService } from '../src/service.js';
import { deliverLoadedItem, loadedItem } from './testing/loaded-items.js';

/** docs/product-decisions.md "Deleting what is in use". */
describe('inventory service: what is in use cannot be deleted, and the orders service learns the trucks', () => {
  let service: TestService<InventoryConfig>;

  beforeAll(async () => {
    service = await startTestService(inventoryService);
  });
  afterAll(() => service?.close());

  const truckEvents = (
    truckId: number,
  ): Promise<Array<{ type: string; consumer: string; payload: unknown }>> =>
    service.query(
      `SELECT type, consumer, payload FROM inventory.outbox WHERE type LIKE 'truck.%' AND (payload->>'truckId')::int = $1 ORDER BY occurred_at, type`,
      [truckId],
    );

  it('refuses to delete a warehouse with stock lines (409) and keeps its stock, even a line taken to zero', async () => {
    const { body: warehouse } = await service.call('POST', '/api/admin/warehouses', {
      body: { location: 'Иу' },
    });
    const { body: line } = await service.call('POST', '/api/admin/warehouse-inventory', {
      body: { warehouseId: warehouse.id, code: 'W-1', name: 'Плитка', quantity: 4 },
    });
    expect(
      (
        await service.call('PATCH', `/api/admin/inventory/${line.id}/reduce`, {
          body: { quantity: 4 },
        })
      ).statusCode,
    ).toBe(200);

    const refused = await service.call('DELETE', `/api/admin/warehouses/${warehouse.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatchObject({
      statusCode: 409,
      message: 'Нельзя удалить склад: на нём позиций: 1',
    });
    expect(
      (await service.call('GET', `/api/admin/warehouse-inventory/${warehouse.id}`)).body,
    ).toEqual([expect.objectContaining({ id: line.id, quantity: 0 })]);

    expect(
      (await service.call('DELETE', `/api/admin/warehouse-inventory/${line.id}`)).statusCode,
    ).toBe(204);
    expect((await service.call('DELETE', `/api/admin/warehouses/${warehouse.id}`)).statusCode).toBe(
      204,
    );
    expect((await service.call('GET', `/api/admin/warehouses/${warehouse.id}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses to delete a truck with goods in it (409); once they leave, it goes with its events', async () => {
    const { body: truck } = await service.call('POST', '/api/admin/trucks', {
      body: { number: '01 TJ 700' },
    });
    const load = (truckId: number | null, at: string) =>
      deliverLoadedItem(service.events, loadedItem(7001, truckId, { orderId: 70 }), at);
    await load(truck.id, '2026-11-01T10:00:00.000Z');

    const refused = await service.call('DELETE', `/api/admin/trucks/${truck.id}`);
    expect(refused.statusCode).toBe(409);
    // Loaded before holds named their orders: counted, no order named.
    expect(refused.body).toMatchObject({
      statusCode: 409,
      message: 'Нельзя удалить трак: в нём товаров: 1',
    });
    expect((await service.call('GET', '/api/admin/trucks')).body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: truck.id, currentWeight: 5 })]),
    );

    await load(null, '2026-11-01T10:01:00.000Z');
    expect((await service.call('DELETE', `/api/admin/trucks/${truck.id}`)).statusCode).toBe(204);
    expect(
      (await truckEvents(truck.id)).map(({ type, consumer }) => `${type} → ${consumer}`),
    ).toEqual(['truck.upserted → orders', 'truck.deleted → files', 'truck.removed → orders']);
  });

  it('announces a truck to the orders service when it is created and when it changes', async () => {
    const { body: truck } = await service.call('POST', '/api/admin/trucks', {
      body: { number: '01 TJ 800' },
    });
    await service.call('PUT', `/api/admin/trucks/${truck.id}`, { body: { number: '01 TJ 801' } });
    expect(await truckEvents(truck.id)).toEqual([
      {
        type: 'truck.upserted',
        consumer: 'orders',
        payload: { truckId: truck.id, number: '01 TJ 800' },
      },
      {
        type: 'truck.upserted',
        consumer: 'orders',
        payload: { truckId: truck.id, number: '01 TJ 801' },
      },
    ]);
  });
});
