import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { InventoryConfig } from '../src/config.js';
import { inventoryService } from '../src/service.js';

/**
 * docs/product-decisions.md "References and deletes", item → warehouse: the orders service asks
 * whether a warehouse exists before an item names it, and hears of its delete (`warehouse.removed`).
 */
describe('inventory service: the warehouses order items name', () => {
  let service: TestService<InventoryConfig>;

  beforeAll(async () => {
    service = await startTestService(inventoryService);
  });
  afterAll(() => service?.close());

  const removals = async (warehouseId: number) =>
    service.query(
      `SELECT consumer, payload FROM inventory.outbox WHERE type = 'warehouse.removed' AND (payload->>'warehouseId')::int = $1`,
      [warehouseId],
    );
  const warehouse = async (location: string) =>
    (await service.call('POST', '/api/admin/warehouses', { body: { location } })).body.id as number;

  it('answers whether a warehouse exists, to the internal token only', async () => {
    const id = await warehouse('Иу');
    const found = await service.call('GET', `/internal/warehouses/${id}`);
    expect(found.statusCode).toBe(200);
    expect(found.body).toMatchObject({ id, name: 'Иу' });
    expect((await service.call('GET', `/internal/warehouses/${id + 1000}`)).statusCode).toBe(404);
    const forged = await service.call('GET', `/internal/warehouses/${id}`, { token: 'forged' });
    expect(forged.statusCode).toBe(401);
  });

  it('announces a deleted warehouse to the orders service with the delete, and nothing for a refused one', async () => {
    const id = await warehouse('Урумчи');
    expect((await service.call('DELETE', `/api/admin/warehouses/${id}`)).statusCode).toBe(204);
    expect(await removals(id)).toEqual([{ consumer: 'orders', payload: { warehouseId: id } }]);
    expect((await service.call('GET', `/internal/warehouses/${id}`)).statusCode).toBe(404);

    const stocked = await warehouse('Фошань');
    await service.call('POST', '/api/admin/warehouse-inventory', {
      body: { warehouseId: stocked, code: 'F-1', name: 'Плитка', quantity: 5 },
    });
    expect((await service.call('DELETE', `/api/admin/warehouses/${stocked}`)).statusCode).toBe(409);
    expect(await removals(stocked)).toEqual([]);
  });
});
