import { randomUUID } from 'node:crypto';
import type { TruckAnswer } from '@silkway/contracts';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { InventoryConfig } from '../src/config.js';
import { inventoryService } from '../src/service.js';
import { deliverLoadedItem, loadedItem } from './testing/loaded-items.js';

const ROUNDS = 100;
jest.setTimeout(300_000); // 100 rounds take seconds; minutes on a machine busy with other suites

/**
 * Writes that race each other on one row must all survive: each handler locks the row it loads or
 * updates only its own columns (docs/architecture.md, "Writes that race").
 */
describe('inventory service: concurrent writes to one row lose nothing', () => {
  let service: TestService<InventoryConfig>;
  let warehouseId: number;

  beforeAll(async () => {
    service = await startTestService(inventoryService);
    warehouseId = (
      await service.call('POST', '/api/admin/warehouses', { body: { location: 'Иу' } })
    ).body.id;
  });
  afterAll(() => service?.close());

  it(`gives back no units when a stock line is renamed while takes are applied (${ROUNDS} rounds)`, async () => {
    const taken = 3 * ROUNDS; // 1 by the admin's call and 2 by the order's event per round
    const { body: line } = await service.call('POST', '/api/admin/warehouse-inventory', {
      body: { warehouseId, code: 'T-1', name: 'Плитка', quantity: taken + 5 },
    });
    for (let round = 0; round < ROUNDS; round++) {
      const answers = await Promise.all([
        service.call('PATCH', `/api/admin/inventory/${line.id}/reduce`, { body: { quantity: 1 } }),
        service.call('PUT', `/api/admin/warehouse-inventory/${line.id}`, {
          body: { code: 'T-1', name: `Плитка ${round}` },
        }),
        service.events.deliver({
          id: randomUUID(),
          type: 'stock.reduce-requested',
          occurredAt: new Date().toISOString(),
          payload: { orderItemId: round + 1, inventoryItemId: line.id, quantity: 2 },
        }),
      ]);
      expect(answers[0].statusCode).toBe(200);
      expect(answers[1].statusCode).toBe(200);
    }
    const { body: stock } = await service.call(
      'GET',
      `/api/admin/warehouse-inventory/${warehouseId}`,
    );
    const stored = stock.find(({ id }: { id: number }) => id === line.id);
    expect({ name: stored.name, unitsGivenBack: stored.quantity - 5 }).toEqual({
      name: `Плитка ${ROUNDS - 1}`,
      unitsGivenBack: 0,
    });
  });

  it(`keeps a truck's loaded weight when the truck is edited while goods are loaded (${ROUNDS} rounds)`, async () => {
    const { body: truck } = await service.call('POST', '/api/admin/trucks', {
      body: { number: '01 TJ 100', capacity: 80 },
    });
    const lost: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      let loaded = false;
      const load = deliverLoadedItem(
        service.events,
        loadedItem(round + 1, truck.id, { weight: 10, volume: 0.5 }),
        new Date().toISOString(),
      ).finally(() => (loaded = true));
      // Edits keep coming until the load is applied, so some overlap it.
      for (let edit = 0; !loaded; edit++)
        await service.call('PUT', `/api/admin/trucks/${truck.id}`, {
          body: { status: edit % 2 === 0 ? 'В пути' : 'Свободен' },
        });
      await load;
      const stored = (await service.call<TruckAnswer[]>('GET', '/api/admin/trucks')).body.find(
        ({ id }) => id === truck.id,
      )!;
      if (stored.currentWeight !== 10 * (round + 1))
        lost.push(`round ${round}: ${stored.currentWeight} kg`);
    }
    expect(lost).toEqual([]);
  });

  it(`keeps both of two admins' edits of different fields of a warehouse (${ROUNDS} rounds)`, async () => {
    const lost: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { body: warehouse } = await service.call('POST', '/api/admin/warehouses', {
        body: { location: 'Кашгар' },
      });
      await Promise.all([
        service.call('PUT', `/api/admin/warehouses/${warehouse.id}`, {
          body: { location: 'Кашгар', manager: `Азиз ${round}` },
        }),
        service.call('PUT', `/api/admin/warehouses/${warehouse.id}`, {
          body: { location: 'Кашгар', phone: `+992 ${round}` },
        }),
      ]);
      const { body: stored } = await service.call('GET', `/api/admin/warehouses/${warehouse.id}`);
      if (stored.manager !== `Азиз ${round}` || stored.phone !== `+992 ${round}`)
        lost.push(`round ${round}: ${stored.manager} / ${stored.phone}`);
    }
    expect(lost).toEqual([]);
  });
});

/**
 * A transaction that waits for a second connection while others wait for its lock would hold the
 * pool forever: everything a locking handler reads goes through the transaction's own connection.
 */
describe('inventory service: edits that wait for one lock cannot starve the pool', () => {
  const POOL_SIZE = 2;
  let service: TestService<InventoryConfig>;

  beforeAll(async () => {
    service = await startTestService(inventoryService, {
      DATABASE_POOL_SIZE: String(POOL_SIZE),
    });
  });
  afterAll(() => service?.close());

  it(`renames one stock line ${POOL_SIZE * 3} times at once on a pool of ${POOL_SIZE}`, async () => {
    const { body: warehouse } = await service.call('POST', '/api/admin/warehouses', {
      body: { location: 'Душанбе' },
    });
    const { body: line } = await service.call('POST', '/api/admin/warehouse-inventory', {
      body: { warehouseId: warehouse.id, code: 'P-1', name: 'Плитка', quantity: 5 },
    });
    const statuses = await Promise.all(
      Array.from({ length: POOL_SIZE * 3 }, async (_, index) => {
        const answer = await service.call('PUT', `/api/admin/warehouse-inventory/${line.id}`, {
          body: { code: 'P-1', name: `Плитка ${index}`, warehouseId: warehouse.id },
        });
        return answer.statusCode;
      }),
    );
    expect(statuses).toEqual(Array.from({ length: POOL_SIZE * 3 }, () => 200));
  });
});
