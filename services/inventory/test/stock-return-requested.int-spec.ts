import { randomUUID } from 'node:crypto';
import { type DomainEvent, warehouseMessages } from '@silkway/contracts';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { InventoryConfig } from '../src/config.js';
import { inventoryService } from '../src/service.js';

type StockEvent = DomainEvent<'stock.reduce-requested'> | DomainEvent<'stock.return-requested'>;

describe('inventory service: stock that order items give back', () => {
  let service: TestService<InventoryConfig>;
  let warehouseId: number;

  beforeAll(async () => {
    service = await startTestService(inventoryService);
    const { body: warehouse } = await service.call('POST', '/api/admin/warehouses', {
      body: { location: 'Гуанчжоу' },
    });
    warehouseId = warehouse.id;
  });
  afterAll(() => service?.close());

  let nextOrderItem = 100;
  const newLine = async (quantity: number): Promise<number> => {
    const { body } = await service.call('POST', '/api/admin/warehouse-inventory', {
      body: { warehouseId, code: `L-${randomUUID()}`, name: 'Плитка', quantity, pricePerUnit: 9 },
    });
    return body.id;
  };
  const deliver = (type: StockEvent['type'], payload: Record<string, unknown>, id = randomUUID()) =>
    service.events.deliver(
      { id, type, occurredAt: new Date().toISOString(), payload } as StockEvent,
      randomUUID(),
    );
  const quantityOf = async (lineId: number): Promise<number> =>
    (
      await service.query('SELECT quantity FROM inventory.inventory_items WHERE id = $1', [lineId])
    )[0].quantity;

  it('gives a deleted item’s units back once, however often the request comes', async () => {
    const line = await newLine(300);
    const orderItemId = nextOrderItem++;
    await deliver('stock.reduce-requested', { orderItemId, inventoryItemId: line, quantity: 50 });
    expect(await quantityOf(line)).toBe(250);

    const eventId = randomUUID();
    const deleted = { orderItemId, inventoryItemId: line, quantity: 50, whole: true };
    expect(await deliver('stock.return-requested', deleted, eventId)).toBe('applied');
    expect(await deliver('stock.return-requested', deleted, eventId)).toBe('repeat');
    expect(await deliver('stock.return-requested', deleted)).toBe('applied');
    expect(await quantityOf(line)).toBe(300);
  });

  it('gives back what a lowered item no longer needs, and never more than it took', async () => {
    const line = await newLine(100);
    const orderItemId = nextOrderItem++;
    await deliver('stock.reduce-requested', { orderItemId, inventoryItemId: line, quantity: 40 });
    await deliver('stock.reduce-requested', { orderItemId, inventoryItemId: line, quantity: 10 });
    expect(await quantityOf(line)).toBe(50);

    await deliver('stock.return-requested', {
      orderItemId,
      inventoryItemId: line,
      quantity: 20,
      whole: false,
    });
    expect(await quantityOf(line)).toBe(70);
    await deliver('stock.return-requested', {
      orderItemId,
      inventoryItemId: line,
      quantity: 500,
      whole: true,
    });
    expect(await quantityOf(line)).toBe(100);
  });

  it('takes nothing for an item deleted before its reduction arrived, and says why', async () => {
    const line = await newLine(10);
    const orderItemId = nextOrderItem++;
    const payload = { orderItemId, inventoryItemId: line, quantity: 4 };
    await deliver('stock.return-requested', { ...payload, whole: true });
    await deliver('stock.reduce-requested', payload);
    expect(await quantityOf(line)).toBe(10);
    const [answer] = await service.query(
      `SELECT type, payload FROM inventory.outbox
          WHERE type LIKE 'stock.%' AND (payload->>'orderItemId')::int = $1`,
      [orderItemId],
    );
    expect(answer).toEqual({
      type: 'stock.reduce-rejected',
      payload: { ...payload, reason: warehouseMessages.itemRemovedFromOrder },
    });
  });

  it('gives nothing back for an item it never gave anything to', async () => {
    const line = await newLine(7);
    await deliver('stock.return-requested', {
      orderItemId: nextOrderItem++,
      inventoryItemId: line,
      quantity: 5,
      whole: true,
    });
    expect(await quantityOf(line)).toBe(7);
  });
});
