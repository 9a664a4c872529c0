import { randomUUID } from 'node:crypto';
import { type DomainEvent, warehouseMessages } from '@silkway/contracts';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import { processOnce } from '@silkway/service-kit';
import { DataSource } from 'typeorm';
import type { InventoryConfig } from '../src/config.js';
import { inventoryService } from '../src/service.js';
import { ReduceStockWhenReduceRequestedHandler } from '../src/stock/reduce-stock-when-reduce-requested/reduce-stock-when-reduce-requested.handler.js';

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
    service.query(
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
    const [line] = (await service.query(
      'SELECT quantity FROM inventory.inventory_items WHERE id = $1',
      [lineId],
    )) as Array<{
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
        lineGone: true,
      },
    });
  });

  describe('many requests on one line at once', () => {
    let line: number;
    const quantityOf = async (id: number) =>
      (await service.query('SELECT quantity FROM inventory.inventory_items WHERE id = $1', [id]))[0]
        .quantity as number;
    /** Answers per order item id, of the requests for `line`. */
    const answersFor = async (id: number): Promise<Map<number, string[]>> => {
      const rows: Array<{ type: string; item: number }> = await service.query(
        `SELECT type, (payload->>'orderItemId')::int AS item FROM inventory.outbox
            WHERE type LIKE 'stock.%' AND (payload->>'inventoryItemId')::int = $1`,
        [id],
      );
      const byItem = new Map<number, string[]>();
      for (const row of rows) byItem.set(row.item, [...(byItem.get(row.item) ?? []), row.type]);
      return byItem;
    };
    const requestsFor = (
      id: number,
      items: number[],
    ): Array<DomainEvent<'stock.reduce-requested'>> =>
      items.map((orderItemId) => ({
        id: randomUUID(),
        type: 'stock.reduce-requested',
        occurredAt: new Date().toISOString(),
        payload: { orderItemId, inventoryItemId: id, quantity: 1 },
      }));
    const range = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => from + index);

    beforeEach(async () => {
      const { body: warehouse } = await service.call('POST', '/api/admin/warehouses', {
        body: { location: 'Урумчи' },
      });
      const { body: created } = await service.call('POST', '/api/admin/warehouse-inventory', {
        body: { warehouseId: warehouse.id, code: 'TV-1', name: 'Телевизор', quantity: 20 },
      });
      line = created.id;
    });

    it('takes 20 of 30 requests delivered at once through the queue, refuses 10, answers each once, never below zero', async () => {
      const requests = requestsFor(line, range(1001, 30));
      const outcomes = await Promise.all(
        requests.map((request) => service.events.deliver(request)),
      );
      // Delivered again (the relay publishes again what it was not told of): nothing more happens.
      const repeats = await Promise.all(
        requests.map((request) => service.events.deliver(request, randomUUID())),
      );

      expect(outcomes).toEqual(Array(30).fill('applied'));
      expect(repeats).toEqual(Array(30).fill('repeat'));
      expect(await quantityOf(line)).toBe(0);
      const answers = await answersFor(line);
      expect([...answers.keys()].sort()).toEqual(range(1001, 30));
      const kinds = [...answers.values()];
      expect(kinds.filter((kinds) => kinds.length !== 1)).toEqual([]);
      expect(kinds.filter(([kind]) => kind === 'stock.reduced')).toHaveLength(20);
      expect(kinds.filter(([kind]) => kind === 'stock.reduce-rejected')).toHaveLength(10);
    });

    it('lets two batches applied at once (two replicas) take no more than the line holds', async () => {
      const dataSource = service.app.get(DataSource);
      const reduce = service.app.get(ReduceStockWhenReduceRequestedHandler);
      const effects = {
        'stock.reduce-requested': {
          batch: (
            manager: Parameters<typeof reduce.handle>[0],
            events: Array<DomainEvent<'stock.reduce-requested'>>,
          ) => reduce.handle(manager, events),
        },
      };
      const first = requestsFor(line, range(2001, 15));
      const second = requestsFor(line, range(3001, 15));
      await Promise.all([
        processOnce(dataSource, effects, first),
        processOnce(dataSource, effects, second),
      ]);
      // The first batch again, as after a crash before its acknowledgement: all repeats.
      expect(await processOnce(dataSource, effects, first)).toEqual(Array(15).fill(false));

      expect(await quantityOf(line)).toBe(0);
      const kinds = [...(await answersFor(line)).values()];
      expect(kinds).toHaveLength(30);
      expect(kinds.filter(([kind]) => kind === 'stock.reduced')).toHaveLength(20);
      expect(kinds.filter((kinds) => kinds.length !== 1)).toEqual([]);
    });
  });
});
