import { randomUUID } from 'node:crypto';
import { type DomainEvent, warehouseMessages } from '@silkway/contracts';
import { processOnce } from '@silkway/service-kit';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import { DataSource, type EntityManager } from 'typeorm';
import type { InventoryConfig } from '../src/config.js';
import { inventoryService } from '../src/service.js';
import { ReduceStockWhenReduceRequestedHandler } from '../src/stock/reduce-stock-when-reduce-requested/reduce-stock-when-reduce-requested.handler.js';

type StockRequest = DomainEvent<'stock.reduce-requested'> | DomainEvent<'stock.return-requested'>;

jest.setTimeout(60_000);

/**
 * docs/product-decisions.md "References and deletes": a stock line items hold units of stays, and
 * what a line and the items holding it have together is what was put in, whatever the order in
 * which the items' requests arrive.
 */
describe('inventory service: stock lines held by order items', () => {
  let service: TestService<InventoryConfig>;
  let warehouseId: number;

  beforeAll(async () => {
    service = await startTestService(inventoryService);
    warehouseId = await newWarehouse();
  });
  afterAll(() => service?.close());

  const newWarehouse = async (): Promise<number> =>
    (await service.call('POST', '/api/admin/warehouses', { body: { location: 'Иу' } })).body.id;
  const newLine = async (quantity: number, warehouse = warehouseId): Promise<number> =>
    (
      await service.call('POST', '/api/admin/warehouse-inventory', {
        body: { warehouseId: warehouse, code: `L-${randomUUID()}`, name: 'Плитка', quantity },
      })
    ).body.id;
  const deleteLine = (line: number, headers: Record<string, string> = {}) =>
    service.call('DELETE', `/api/admin/warehouse-inventory/${line}`, { headers });
  let nextOrderItem = 5000;
  const newOrderItem = () => nextOrderItem++;
  const deliver = (
    type: StockRequest['type'],
    payload: Record<string, unknown>,
    occurredAt = new Date(),
  ) =>
    service.events.deliver({
      id: randomUUID(),
      type,
      occurredAt: occurredAt.toISOString(),
      payload,
    } as StockRequest);
  const hold = (orderItemId: number, inventoryItemId: number, target: number, at?: Date) =>
    deliver(
      'stock.reduce-requested',
      { orderItemId, inventoryItemId, target, orderCode: `SW-${orderItemId}` },
      at,
    );
  const quantityOf = async (line: number): Promise<number | undefined> =>
    (
      await service.query<{ quantity: number }>(
        'SELECT quantity FROM inventory.inventory_items WHERE id = $1',
        [line],
      )
    )[0]?.quantity;
  const heldBy = async (orderItemId: number): Promise<number> =>
    (
      await service.query<{ quantity: number }>(
        'SELECT quantity FROM inventory.stock_holds WHERE order_item_id = $1',
        [orderItemId],
      )
    )[0]?.quantity ?? 0;
  const answersTo = (orderItemId: number) =>
    service.query<{ type: string; payload: Record<string, unknown> }>(
      `SELECT type, payload FROM inventory.outbox
        WHERE type LIKE 'stock.reduce%' AND (payload->>'orderItemId')::int = $1 ORDER BY occurred_at`,
      [orderItemId],
    );
  const lineRemovals = (line: number) =>
    service.query<{ payload: unknown }>(
      `SELECT payload FROM inventory.outbox
        WHERE type = 'stock-line.removed' AND (payload->>'inventoryItemId')::int = $1`,
      [line],
    );

  it('refuses to delete a line items took units from, naming them in the caller’s language; once given back it goes, and the orders service hears of it', async () => {
    const warehouse = await newWarehouse();
    const line = await newLine(10, warehouse);
    const [first, second] = [newOrderItem(), newOrderItem()];
    await hold(first, line, 4);
    await hold(second, line, 1);

    const refused = await deleteLine(line);
    expect(refused.body).toMatchObject({
      statusCode: 409,
      message: `Нельзя удалить позицию склада: из неё взято 5 шт. для заказов SW-${first}, SW-${second}`,
    });
    expect((await deleteLine(line, { 'accept-language': 'en' })).body.message).toBe(
      `The stock line cannot be deleted: 5 taken from it for orders SW-${first}, SW-${second}`,
    );
    const warehouseRefused = await service.call('DELETE', `/api/admin/warehouses/${warehouse}`);
    expect(warehouseRefused.body).toMatchObject({
      statusCode: 409,
      message: 'Нельзя удалить склад: на нём позиций: 1',
    });
    expect(await quantityOf(line)).toBe(5);

    await deliver('stock.return-requested', {
      orderItemId: first,
      inventoryItemId: line,
      target: 0,
      whole: true,
    });
    await deliver('stock.return-requested', {
      orderItemId: second,
      inventoryItemId: line,
      target: 0,
      whole: false,
    });
    expect((await deleteLine(line)).statusCode).toBe(204);
    expect(await lineRemovals(line)).toEqual([{ payload: { inventoryItemId: line } }]);
    expect((await service.call('DELETE', `/api/admin/warehouses/${warehouse}`)).statusCode).toBe(
      204,
    );
  });

  it('answers a take whose line is gone so that the item lets go of it', async () => {
    const line = await newLine(3);
    expect((await deleteLine(line)).statusCode).toBe(204);
    const item = newOrderItem();
    await hold(item, line, 2);
    expect(await answersTo(item)).toEqual([
      {
        type: 'stock.reduce-rejected',
        payload: {
          orderItemId: item,
          inventoryItemId: line,
          target: 2,
          orderCode: `SW-${item}`,
          reason: warehouseMessages.inventoryItemNotFound,
          lineGone: true,
        },
      },
    ]);
  });

  it('conserves stock: a raise refused, then a lowering, leaves the item holding what it asks for', async () => {
    const line = await newLine(10);
    const item = newOrderItem();
    await hold(item, line, 4);
    expect(await quantityOf(line)).toBe(6);

    await hold(item, line, 20);
    expect((await answersTo(item)).at(-1)).toMatchObject({
      type: 'stock.reduce-rejected',
      payload: { target: 20, reason: warehouseMessages.notEnoughStock(6, 16) },
    });
    expect([await quantityOf(line), await heldBy(item)]).toEqual([6, 4]);

    await hold(item, line, 5);
    expect((await answersTo(item)).at(-1)).toMatchObject({
      type: 'stock.reduced',
      payload: { target: 5 },
    });
    expect([await quantityOf(line), await heldBy(item)]).toEqual([5, 5]);
  });

  it('applies an item’s requests in the order they were made, whatever order they arrive in', async () => {
    const line = await newLine(10);
    const item = newOrderItem();
    const minuteAgo = Date.now() - 60_000;
    const madeAt = (ms: number) => new Date(minuteAgo + ms);
    await hold(item, line, 3, madeAt(0));
    await hold(item, line, 2, madeAt(20));
    // Made before the 2 above: arriving late it changes nothing and is not answered.
    await hold(item, line, 8, madeAt(10));
    expect([await quantityOf(line), await heldBy(item)]).toEqual([8, 2]);
    expect((await answersTo(item)).map((answer) => answer.payload.target)).toEqual([3, 2]);
  });

  it('gives an unlinked item’s whole hold back and takes anew when it is linked again; a deleted item’s late take takes nothing', async () => {
    const line = await newLine(10);
    const item = newOrderItem();
    await hold(item, line, 2);
    await deliver('stock.return-requested', {
      orderItemId: item,
      inventoryItemId: line,
      target: 0,
      whole: false,
    });
    expect([await quantityOf(line), await heldBy(item)]).toEqual([10, 0]);
    await hold(item, line, 3);
    expect([await quantityOf(line), await heldBy(item)]).toEqual([7, 3]);

    await deliver('stock.return-requested', {
      orderItemId: item,
      inventoryItemId: line,
      target: 0,
      whole: true,
    });
    await hold(item, line, 3);
    expect([await quantityOf(line), await heldBy(item)]).toEqual([10, 0]);
    expect((await answersTo(item)).at(-1)).toMatchObject({
      type: 'stock.reduce-rejected',
      payload: { reason: warehouseMessages.itemRemovedFromOrder },
    });
  });

  it('moves an item’s hold when it names another line: the first line gets its units back', async () => {
    const [from, to] = [await newLine(10), await newLine(10)];
    const item = newOrderItem();
    await hold(item, from, 4);
    await hold(item, to, 3);
    expect([await quantityOf(from), await quantityOf(to), await heldBy(item)]).toEqual([10, 7, 3]);
    expect((await deleteLine(from)).statusCode).toBe(204);
  });

  it('a take and a delete of its line at once, 20 times: either the line stays holding the take, or the take is refused as gone', async () => {
    // The take applied straight by the consumer's effect, so that it meets the delete in the database.
    const reduce = service.app.get(ReduceStockWhenReduceRequestedHandler);
    const effects = {
      'stock.reduce-requested': {
        batch: (manager: EntityManager, events: Array<DomainEvent<'stock.reduce-requested'>>) =>
          reduce.handle(manager, events),
      },
    };
    const dataSource = service.app.get(DataSource);
    /** Resolves once `count` calls of this database wait for a lock. */
    const waitingForLocks = async (count: number) => {
      for (;;) {
        const [locks] = await service.query<{ waiting: number }>(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          [],
        );
        if (locks!.waiting >= count) return;
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const statuses: number[] = [];
    for (let round = 0; round < 20; round++) {
      const line = await newLine(10);
      const item = newOrderItem();
      const take: DomainEvent<'stock.reduce-requested'> = {
        id: randomUUID(),
        type: 'stock.reduce-requested',
        occurredAt: new Date().toISOString(),
        payload: { orderItemId: item, inventoryItemId: line, target: 3, orderCode: `SW-${item}` },
      };
      // Both wait on the line held by a third transaction, queued each first in turn; then both go.
      const blocker = dataSource.createQueryRunner();
      await blocker.connect();
      await blocker.startTransaction();
      await blocker.query('SELECT id FROM inventory.inventory_items WHERE id = $1 FOR UPDATE', [
        line,
      ]);
      let taking: Promise<boolean[]> | undefined;
      let deleting: ReturnType<typeof deleteLine> | undefined;
      const startTake = () => (taking = processOnce(dataSource, effects, [take]));
      const startDelete = () => (deleting = deleteLine(line));
      const [first, second] = round % 2 === 0 ? [startTake, startDelete] : [startDelete, startTake];
      first();
      await waitingForLocks(1);
      second();
      await waitingForLocks(2);
      await blocker.commitTransaction();
      await blocker.release();
      const [, deleted] = await Promise.all([taking, deleting!]);
      statuses.push(deleted.statusCode);
      const [answer] = await answersTo(item);
      if (deleted.statusCode === 204) {
        expect(answer).toMatchObject({
          type: 'stock.reduce-rejected',
          payload: { lineGone: true },
        });
        expect(await lineRemovals(line)).toHaveLength(1);
      } else {
        expect(deleted.statusCode).toBe(409);
        expect(answer).toMatchObject({ type: 'stock.reduced' });
        expect([await quantityOf(line), await heldBy(item)]).toEqual([7, 3]);
      }
    }
    expect(new Set(statuses)).toEqual(new Set([204, 409]));
  });

  it('answers a line added or a sheet imported while its warehouse is deleted with 404, never 500, and leaves no line behind', async () => {
    const csv =
      'Код,Название,Описание,Характеристики,Количество,"Цена за единицу, USD",Вес / объём,Единица (kg или m³),"Срок доставки, дней",Транспорт\r\nIM-1,Плитка,,,5,1,0,kg,,Авто\r\n';
    for (let round = 0; round < 5; round++) {
      const warehouse = await newWarehouse();
      const [imported, added, deleted] = await Promise.all([
        service.call('POST', `/api/admin/warehouses/${warehouse}/stock/import`, {
          query: { dryRun: 'false' },
          body: csv,
          headers: { 'content-type': 'text/csv' },
        }),
        service.call('POST', '/api/admin/warehouse-inventory', {
          body: { warehouseId: warehouse, code: 'AD-1', name: 'Плитка', quantity: 1 },
        }),
        service.call('DELETE', `/api/admin/warehouses/${warehouse}`),
      ]);
      for (const answer of [imported, added]) {
        expect(answer.statusCode).toBeLessThan(500);
        if (deleted.statusCode === 204)
          expect(answer.body).toMatchObject({
            statusCode: 404,
            message: warehouseMessages.notFound,
          });
      }
      const left = await service.query(
        'SELECT id FROM inventory.inventory_items WHERE warehouse_id = $1',
        [warehouse],
      );
      expect(deleted.statusCode === 204 ? left : []).toEqual([]);
    }
  });
});
