import { randomUUID } from 'node:crypto';
import { type DomainEvent, warehouseMessages } from '@silkway/contracts';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import { DataSource } from 'typeorm';
import type { InventoryConfig } from '../src/config.js';
import { inventoryService } from '../src/service.js';

describe('inventory service: stock reductions the orders service asks for', () => {
  let service: TestService<InventoryConfig>;
  let lineId: number;

  beforeAll(async () => {
    service = await startTestService(inventoryService);
    const { body: warehouse } = await service.call('POST', '/api/admin/warehouses', {
      body: { location: 'Иу' },
    });
    const { body: line } = await service.call('POST', '/api/admin/warehouse-inventory', {
      body: {
        warehouseId: warehouse.id,
        code: 'AC-1',
        name: 'Кондиционер',
        quantity: 5,
        pricePerUnit: 120,
      },
    });
    lineId = line.id;
  });
  afterAll(() => service?.close());

  const request = (
    payload: DomainEvent<'stock.reduce-requested'>['payload'],
    id = randomUUID(),
  ) => {
    const event: DomainEvent<'stock.reduce-requested'> = {
      id,
      type: 'stock.reduce-requested',
      occurredAt: new Date().toISOString(),
      payload,
    };
    return service.events.deliver(event, randomUUID());
  };
  const answers = async (): Promise<Array<{ type: string; payload: Record<string, unknown> }>> =>
    service.app
      .get(DataSource)
      .query(
        `SELECT type, payload FROM inventory.outbox WHERE type LIKE 'stock.%' ORDER BY occurred_at`,
      );

  it('reduces the stock once per event and answers stock.reduced', async () => {
    const eventId = randomUUID();
    expect(await request({ orderItemId: 11, inventoryItemId: lineId, quantity: 3 }, eventId)).toBe(
      'applied',
    );
    expect(await request({ orderItemId: 11, inventoryItemId: lineId, quantity: 3 }, eventId)).toBe(
      'repeat',
    );
    const [line] = (await service.app
      .get(DataSource)
      .query('SELECT quantity FROM inventory.inventory_items WHERE id = $1', [lineId])) as Array<{
      quantity: number;
    }>;
    expect(line!.quantity).toBe(2);
    expect(await answers()).toEqual([
      { type: 'stock.reduced', payload: { orderItemId: 11, inventoryItemId: lineId, quantity: 3 } },
    ]);
  });

  it('never goes below zero: answers stock.reduce-rejected with the reason, for too much or a missing line', async () => {
    await request({ orderItemId: 12, inventoryItemId: lineId, quantity: 5 });
    await request({ orderItemId: 13, inventoryItemId: 999999, quantity: 1 });
    const [, tooMuch, missing] = await answers();
    expect(tooMuch).toEqual({
      type: 'stock.reduce-rejected',
      payload: {
        orderItemId: 12,
        inventoryItemId: lineId,
        quantity: 5,
        reason: warehouseMessages.notEnoughStock(2, 5),
      },
    });
    expect(missing).toEqual({
      type: 'stock.reduce-rejected',
      payload: {
        orderItemId: 13,
        inventoryItemId: 999999,
        quantity: 1,
        reason: warehouseMessages.inventoryItemNotFound,
      },
    });
  });
});
