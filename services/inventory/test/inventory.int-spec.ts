import { truckMessages, warehouseMessages } from '@silkway/contracts';
import { redisConnectionOptions } from '@silkway/service-kit';
import { expectHealthy, startTestService, type TestService } from '@silkway/service-kit/testing';
import { Queue } from 'bullmq';
import type { InventoryConfig } from '../src/config.js';
import { inventoryService } from '../src/service.js';

describe('inventory service', () => {
  let service: TestService<InventoryConfig>;

  beforeAll(async () => {
    service = await startTestService(inventoryService);
  });
  afterAll(() => service?.close());

  const createWarehouse = async (location: string) =>
    (await service.call('POST', '/api/admin/warehouses', { body: { location } })).body;

  describe('warehouses', () => {
    it('names the warehouse after its city and defaults capacity to 0', async () => {
      const created = await service.call('POST', '/api/admin/warehouses', {
        body: { name: 'ignored', location: 'Гуанчжоу' },
      });
      expect(created.statusCode).toBe(201);
      expect(created.body).toMatchObject({
        name: 'Гуанчжоу',
        location: 'Гуанчжоу',
        capacity: 0,
        isActive: true,
      });

      const updated = await service.call('PUT', `/api/admin/warehouses/${created.body.id}`, {
        body: { location: 'Иу', capacity: '120.5' },
      });
      expect(updated.body).toMatchObject({ name: 'Иу', location: 'Иу', capacity: 120.5 });
      expect((await service.call('GET', `/api/admin/warehouses/${created.body.id}`)).body).toEqual(
        updated.body,
      );
    });

    it('answers 400 with field errors and writes nothing when the city is missing', async () => {
      const before = (await service.call('GET', '/api/admin/warehouses')).body.length;
      const rejected = await service.call('POST', '/api/admin/warehouses', {
        body: { location: '', capacity: 'много' },
      });
      expect(rejected.statusCode).toBe(400);
      expect(rejected.body.fieldErrors).toEqual({
        location: [warehouseMessages.locationRequired],
        capacity: ['Введите число'],
      });
      expect((await service.call('GET', '/api/admin/warehouses')).body).toHaveLength(before);
    });

    it('answers 404 for a missing warehouse', async () => {
      expect((await service.call('GET', '/api/admin/warehouses/999999')).body).toMatchObject({
        statusCode: 404,
        message: warehouseMessages.notFound,
      });
      expect((await service.call('DELETE', '/api/admin/warehouses/999999')).statusCode).toBe(404);
      expect((await service.call('GET', '/api/admin/warehouse-inventory/999999')).statusCode).toBe(
        404,
      );
    });
  });

  describe('stock', () => {
    it('adds, lists, counts, updates and removes stock lines', async () => {
      const warehouse = await createWarehouse('Душанбе');
      const added = await service.call('POST', '/api/admin/warehouse-inventory', {
        body: {
          warehouseId: warehouse.id,
          code: 'TX-1',
          name: 'Ткань',
          quantity: 10,
          pricePerUnit: '2.50',
          volume: '0.125',
          volumeType: 'm³',
        },
      });
      expect(added.statusCode).toBe(201);
      expect(added.body).toMatchObject({
        warehouseName: 'Душанбе',
        quantity: 10,
        availableQuantity: 10,
        pricePerUnit: 2.5,
        volume: 0.125,
        transport: 'Авто',
      });
      await service.call('POST', '/api/admin/warehouse-inventory', {
        body: { warehouseId: warehouse.id, code: 'TX-2', name: 'Пустая', quantity: 0 },
      });

      expect(
        (await service.call('GET', `/api/admin/warehouse-inventory/${warehouse.id}`)).body.map(
          (item: { code: string }) => item.code,
        ),
      ).toEqual(['TX-1', 'TX-2']);
      expect(
        (await service.call('GET', `/api/admin/inventory/${warehouse.id}`)).body.map(
          (item: { code: string }) => item.code,
        ),
      ).toEqual(['TX-1']);
      expect((await service.call('GET', '/api/admin/inventory-counts')).body).toMatchObject({
        [warehouse.id]: 2,
      });

      const updated = await service.call('PUT', `/api/admin/warehouse-inventory/${added.body.id}`, {
        body: { code: 'TX-1', name: 'Ткань хлопок', quantity: 12 },
      });
      expect(updated.body).toMatchObject({ name: 'Ткань хлопок', quantity: 12, pricePerUnit: 2.5 });

      expect(
        (await service.call('DELETE', `/api/admin/warehouse-inventory/${added.body.id}`))
          .statusCode,
      ).toBe(204);
      expect(
        (await service.call('DELETE', `/api/admin/warehouse-inventory/${added.body.id}`))
          .statusCode,
      ).toBe(404);
      expect((await service.call('GET', '/api/admin/inventory-counts')).body).toMatchObject({
        [warehouse.id]: 1,
      });
    });

    it('reduces stock down to zero and never below, with a clear 409', async () => {
      const warehouse = await createWarehouse('Иу');
      const { body: item } = await service.call('POST', '/api/admin/warehouse-inventory', {
        body: { warehouseId: warehouse.id, code: 'B-1', name: 'Болты', quantity: 5 },
      });

      const reduced = await service.call('PATCH', `/api/admin/inventory/${item.id}/reduce`, {
        body: { quantity: 3 },
      });
      expect(reduced.body).toMatchObject({ quantity: 2 });

      const refused = await service.call('PATCH', `/api/admin/inventory/${item.id}/reduce`, {
        body: { quantity: 3 },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.body.message).toBe(warehouseMessages.notEnoughStock(2, 3));

      const concurrent = await Promise.all(
        [1, 2, 3].map(() =>
          service.call('PATCH', `/api/admin/inventory/${item.id}/reduce`, {
            body: { quantity: 1 },
          }),
        ),
      );
      expect(concurrent.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 409]);
      expect(
        (await service.call('GET', `/api/admin/warehouse-inventory/${warehouse.id}`)).body[0],
      ).toMatchObject({ quantity: 0 });

      expect(
        (
          await service.call('PATCH', `/api/admin/inventory/${item.id}/reduce`, {
            body: { quantity: 0 },
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (
          await service.call('PATCH', '/api/admin/inventory/999999/reduce', {
            body: { quantity: 1 },
          })
        ).statusCode,
      ).toBe(404);
    });
  });

  describe('trucks', () => {
    it('creates with defaults, updates and lists trucks', async () => {
      const created = await service.call('POST', '/api/admin/trucks', {
        body: { number: '01 TJ 777', capacity: '82.125' },
      });
      expect(created.body).toMatchObject({
        number: '01 TJ 777',
        capacity: 82.125,
        status: 'Свободен',
        currentWeight: 0,
        currentVolume: 0,
      });

      const updated = await service.call('PUT', `/api/admin/trucks/${created.body.id}`, {
        body: { status: 'В пути' },
      });
      expect(updated.body).toMatchObject({ number: '01 TJ 777', status: 'В пути' });
      expect((await service.call('GET', '/api/admin/trucks')).body).toContainEqual(updated.body);

      const rejected = await service.call('PUT', `/api/admin/trucks/${created.body.id}`, {
        body: { status: 'Сломан', capacity: 1.0001 },
      });
      expect(rejected.statusCode).toBe(400);
      expect(Object.keys(rejected.body.fieldErrors)).toEqual(['capacity', 'status']);
      expect(
        (await service.call('PUT', '/api/admin/trucks/999999', { body: { status: 'В пути' } })).body
          .message,
      ).toBe(truckMessages.notFound);
    });

    it('publishes truck.deleted to the files queue through the outbox when a truck is deleted', async () => {
      const { body: truck } = await service.call('POST', '/api/admin/trucks', {
        body: { number: '02 TJ 555' },
      });
      expect((await service.call('DELETE', `/api/admin/trucks/${truck.id}`)).statusCode).toBe(204);

      const [row]: Array<{ id: string; payload: unknown }> = await service.query(
        `SELECT id, payload FROM inventory.outbox WHERE type = 'truck.deleted'`,
      );
      expect(row?.payload).toEqual({ truckId: truck.id });

      const queue = new Queue('files', {
        connection: redisConnectionOptions(service.config.REDIS_URL),
        prefix: service.config.QUEUE_PREFIX,
      });
      try {
        const { sent_at: sentAt, job_id: jobId } = await waitFor(
          async () =>
            (
              await service.query(
                `SELECT sent_at, job_id FROM inventory.outbox WHERE id = $1 AND sent_at IS NOT NULL`,
                [row!.id],
              )
            )[0],
        );
        expect(sentAt).toBeInstanceOf(Date);
        const job = await waitFor(() => queue.getJob(jobId));
        expect(job.name).toBe('truck.deleted');
        expect(job.data).toMatchObject({
          producer: 'inventory',
          events: [{ id: row!.id, type: 'truck.deleted', payload: { truckId: truck.id } }],
        });
      } finally {
        await queue.close();
      }
      expect((await service.call('DELETE', `/api/admin/trucks/${truck.id}`)).statusCode).toBe(404);
    });

    it('writes no event when the truck does not exist', async () => {
      const count = async () =>
        Number((await service.query(`SELECT count(*) FROM inventory.outbox`))[0].count);
      const before = await count();
      expect((await service.call('DELETE', '/api/admin/trucks/999999')).statusCode).toBe(404);
      expect(await count()).toBe(before);
    });
  });

  it('guards every route with the internal token except /healthz', async () => {
    expect((await service.call('GET', '/api/admin/trucks', { token: false })).statusCode).toBe(401);
    await expectHealthy(service);
  });
});

async function waitFor<T>(
  probe: () => Promise<T | undefined | null>,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
