import { randomUUID } from 'node:crypto';
import { type DomainEvent, warehouseMessages } from '@silkway/contracts';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';

type StockAnswer =
  | DomainEvent<'stock.reduced'>
  | DomainEvent<'stock.reduce-rejected'>
  | DomainEvent<'stock-line.removed'>;

jest.setTimeout(60_000);

/**
 * docs/product-decisions.md "References and deletes": an item taken from stock asks the inventory
 * for what it should hold now, and lets go of a stock line that is gone.
 */
describe('orders service: items and the stock lines they take from', () => {
  let service: TestService<OrdersConfig>;
  let orderId: number;
  let orderCode: string;

  beforeAll(async () => {
    service = await startTestService(ordersService);
    ({ id: orderId, code: orderCode } = (
      await service.call('POST', '/api/admin/orders', { body: { name: 'Со склада' } })
    ).body);
  });
  afterAll(() => service?.close());

  let nextLine = 700;
  const takeFromStock = async (quantity: number, inventoryItemId = nextLine++) => {
    const { statusCode, body } = await service.call('POST', `/api/admin/orders/${orderId}/items`, {
      body: { code: 'W-1', name: 'Плитка', fromInventory: true, inventoryItemId, quantity },
    });
    expect(statusCode).toBe(201);
    return body as { id: number; inventoryItemId: number };
  };
  const edit = async (id: number, body: Record<string, unknown>) => {
    const answer = await service.call('PUT', `/api/admin/order-items/${id}`, { body });
    expect(answer.statusCode).toBe(200);
    return answer.body;
  };
  const stockRequestsOf = async (orderItemId: number) =>
    (
      await service.query(
        `SELECT type, payload FROM orders.outbox
          WHERE type LIKE 'stock.%' AND (payload->>'orderItemId')::int = $1 ORDER BY occurred_at, id`,
        [orderItemId],
      )
    ).map(({ type, payload }: { type: string; payload: Record<string, unknown> }) => ({
      type,
      ...payload,
    }));
  const answer = (event: Pick<StockAnswer, 'type' | 'payload'>) =>
    service.events.deliver({
      id: randomUUID(),
      occurredAt: new Date().toISOString(),
      ...event,
    } as StockAnswer);
  const itemOf = async (id: number) =>
    (await service.call('GET', `/api/admin/orders/${orderId}`)).body.items.find(
      (item: { id: number }) => item.id === id,
    );

  it('asks for what the item should hold: a raise refused, then a lowering, asks for the lowered quantity', async () => {
    const item = await takeFromStock(4);
    const line = item.inventoryItemId;
    await edit(item.id, { quantity: 20 });
    const reason = warehouseMessages.notEnoughStock(6, 16);
    await answer({
      type: 'stock.reduce-rejected',
      payload: { orderItemId: item.id, inventoryItemId: line, target: 20, reason },
    });
    expect(await itemOf(item.id)).toMatchObject({ stockStatus: 'rejected', stockNote: reason });

    expect(await edit(item.id, { quantity: 5 })).toMatchObject({ stockStatus: 'pending' });
    const asked = { orderItemId: item.id, inventoryItemId: line, orderCode };
    expect(await stockRequestsOf(item.id)).toEqual([
      { type: 'stock.reduce-requested', ...asked, target: 4 },
      { type: 'stock.reduce-requested', ...asked, target: 20 },
      { type: 'stock.reduce-requested', ...asked, target: 5 },
    ]);
  });

  it('marks the item by the answer to what it asks for now, not by a late answer to an older ask', async () => {
    const item = await takeFromStock(4);
    await edit(item.id, { quantity: 20 });
    await edit(item.id, { quantity: 5 });
    const payload = { orderItemId: item.id, inventoryItemId: item.inventoryItemId };
    await answer({ type: 'stock.reduced', payload: { ...payload, target: 5 } });
    await answer({
      type: 'stock.reduce-rejected',
      payload: { ...payload, target: 20, reason: warehouseMessages.notEnoughStock(6, 16) },
    });
    expect(await itemOf(item.id)).toMatchObject({ stockStatus: 'reduced', stockNote: null });
  });

  it('gives all back when unlinked from stock, takes anew when linked again, and a deleted item gives back what it holds', async () => {
    const item = await takeFromStock(2);
    const line = item.inventoryItemId;
    expect(await edit(item.id, { fromInventory: false })).toMatchObject({
      fromInventory: false,
      inventoryItemId: null,
      stockStatus: null,
    });
    expect(await edit(item.id, { fromInventory: true, inventoryItemId: line })).toMatchObject({
      stockStatus: 'pending',
    });
    expect((await service.call('DELETE', `/api/admin/order-items/${item.id}`)).statusCode).toBe(
      204,
    );
    const about = { orderItemId: item.id, inventoryItemId: line };
    expect(await stockRequestsOf(item.id)).toEqual([
      { type: 'stock.reduce-requested', ...about, target: 2, orderCode },
      { type: 'stock.return-requested', ...about, target: 0, whole: false },
      { type: 'stock.reduce-requested', ...about, target: 2, orderCode },
      { type: 'stock.return-requested', ...about, target: 0, whole: true },
    ]);
  });

  it('asks the new line for the units when the item names another one (the inventory gives the first its units back)', async () => {
    const item = await takeFromStock(3);
    const other = nextLine++;
    await edit(item.id, { inventoryItemId: other });
    expect((await stockRequestsOf(item.id)).at(-1)).toEqual({
      type: 'stock.reduce-requested',
      orderItemId: item.id,
      inventoryItemId: other,
      target: 3,
      orderCode,
    });
  });

  it('lets go of a line the inventory answers is gone, keeping the item flagged with the reason', async () => {
    const item = await takeFromStock(2);
    await answer({
      type: 'stock.reduce-rejected',
      payload: {
        orderItemId: item.id,
        inventoryItemId: item.inventoryItemId,
        target: 2,
        reason: warehouseMessages.inventoryItemNotFound,
        lineGone: true,
      },
    });
    expect(await itemOf(item.id)).toMatchObject({
      fromInventory: true,
      inventoryItemId: null,
      stockStatus: 'rejected',
      stockNote: warehouseMessages.inventoryItemNotFound,
    });
  });

  it('lets go of a deleted line in every item that names it, whether it took units of it or not', async () => {
    const line = nextLine++;
    const refused = await takeFromStock(9, line);
    const unlinked = await takeFromStock(1, line);
    await edit(unlinked.id, { fromInventory: false });
    const elsewhere = await takeFromStock(1);

    expect(await answer({ type: 'stock-line.removed', payload: { inventoryItemId: line } })).toBe(
      'applied',
    );
    expect(await itemOf(refused.id)).toMatchObject({
      inventoryItemId: null,
      stockStatus: 'rejected',
      stockNote: warehouseMessages.inventoryItemNotFound,
    });
    expect(await itemOf(unlinked.id)).toMatchObject({ inventoryItemId: null, stockStatus: null });
    expect(await itemOf(elsewhere.id)).toMatchObject({
      inventoryItemId: elsewhere.inventoryItemId,
      stockStatus: 'pending',
    });
  });
});
