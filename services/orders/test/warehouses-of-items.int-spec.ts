import { randomUUID } from 'node:crypto';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';
import { startWarehouseEndpoint, type WarehouseEndpoint } from './testing/warehouse-endpoint.js';

jest.setTimeout(60_000);

/**
 * docs/product-decisions.md "References and deletes", item → warehouse: an item names only a
 * warehouse the inventory has, and lets go of one the inventory deleted (`warehouse.removed`).
 */
describe('orders service: an item never names a warehouse that does not exist', () => {
  let service: TestService<OrdersConfig>;
  let inventory: WarehouseEndpoint;
  let orderId: number;

  beforeAll(async () => {
    inventory = await startWarehouseEndpoint();
    // A replica that is down first: the next one is asked.
    service = await startTestService(ordersService, {
      INVENTORY_URL: `http://127.0.0.1:1,${inventory.url}`,
    });
    orderId = (await service.call('POST', '/api/admin/orders', { body: { name: 'Склады' } })).body
      .id;
  });
  afterAll(async () => {
    await service?.close();
    await inventory?.close();
  });

  const addItem = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    service.call('POST', `/api/admin/orders/${orderId}/items`, {
      body: { code: 'WH-1', name: 'Плитка', ...body },
      headers,
    });
  const edit = (id: number, body: Record<string, unknown>) =>
    service.call('PUT', `/api/admin/order-items/${id}`, { body });
  /** What is written of items and their events, to prove a refused call wrote nothing. */
  const written = async () =>
    (
      await service.query(`SELECT (SELECT count(*) FROM orders.order_items)::int AS items,
                          (SELECT count(*) FROM orders.outbox)::int AS events`)
    )[0];
  const warehouseOf = async (id: number) =>
    (
      await service.query(
        'SELECT warehouse_id AS "warehouseId", warehouse_name AS "warehouseName" FROM orders.order_items WHERE id = $1',
        [id],
      )
    )[0];
  const removed = (warehouseId: number) =>
    service.events.deliver({
      id: randomUUID(),
      occurredAt: new Date().toISOString(),
      type: 'warehouse.removed',
      payload: { warehouseId },
    });

  it('takes a warehouse the inventory has, keeping the name the form wrote', async () => {
    inventory.warehouses.set(11, 'Иу');
    const { statusCode, body } = await addItem({ warehouseId: 11, warehouseName: 'Иу (старый)' });
    expect(statusCode).toBe(201);
    expect(body).toMatchObject({ warehouseId: 11, warehouseName: 'Иу (старый)' });
    expect(inventory.asked.at(-1)).toBe(11);
  });

  it('refuses a warehouse the inventory does not have (400, in the caller’s language) and writes nothing', async () => {
    inventory.warehouses.set(12, 'Урумчи');
    const { body: item } = await addItem({ warehouseId: 12, warehouseName: 'Урумчи' });
    const before = await written();

    const refused = await addItem({ warehouseId: 99, warehouseName: 'Нигде' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe('Склад не найден');
    const inEnglish = await addItem({ warehouseId: 99 }, { 'accept-language': 'en' });
    expect(inEnglish.statusCode).toBe(400);
    expect(inEnglish.body.message).toBe('Warehouse not found');
    expect(inEnglish.body.fieldErrors).toEqual({ warehouseId: ['Warehouse not found'] });
    const moved = await edit(item.id, { warehouseId: 99, warehouseName: 'Нигде' });
    expect(moved.statusCode).toBe(400);
    expect(moved.body.message).toBe('Склад не найден');

    expect(await written()).toEqual(before);
    expect(await warehouseOf(item.id)).toEqual({ warehouseId: 12, warehouseName: 'Урумчи' });
  });

  it('answers 503 and writes nothing when no inventory replica can be asked', async () => {
    const alone = await startTestService(ordersService, { INVENTORY_URL: 'http://127.0.0.1:1' });
    try {
      const { id } = (
        await alone.call('POST', '/api/admin/orders', { body: { name: 'Без склада' } })
      ).body;
      const refused = await alone.call('POST', `/api/admin/orders/${id}/items`, {
        body: { code: 'WH-2', name: 'Плитка', warehouseId: 11 },
      });
      expect(refused.statusCode).toBe(503);
      const [{ items }] = await alone.query(
        'SELECT count(*)::int AS items FROM orders.order_items',
      );
      expect(items).toBe(0);
    } finally {
      await alone.close();
    }
  });

  it('lets go of a removed warehouse on every item naming it, keeping its name; it is refused from then on', async () => {
    inventory.warehouses.set(21, 'Фошань');
    inventory.warehouses.set(22, 'Шэньчжэнь');
    const first = (await addItem({ warehouseId: 21, warehouseName: 'Фошань' })).body;
    const second = (await addItem({ warehouseId: 21, warehouseName: 'Фошань' })).body;
    const elsewhere = (await addItem({ warehouseId: 22, warehouseName: 'Шэньчжэнь' })).body;

    expect(await removed(21)).toBe('applied');
    expect(await warehouseOf(first.id)).toEqual({ warehouseId: null, warehouseName: 'Фошань' });
    expect(await warehouseOf(second.id)).toEqual({ warehouseId: null, warehouseName: 'Фошань' });
    expect(await warehouseOf(elsewhere.id)).toEqual({
      warehouseId: 22,
      warehouseName: 'Шэньчжэнь',
    });

    // However the inventory answers, a warehouse orders has heard removed is not named again.
    const refused = await edit(elsewhere.id, { warehouseId: 21 });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe('Склад не найден');
  });

  it('never leaves an item naming a warehouse once its removal is applied, whichever comes first (20 rounds)', async () => {
    for (let round = 0; round < 20; round += 1) {
      const warehouseId = 1000 + round;
      // The inventory has not answered the delete yet: the item's write is let through there.
      inventory.warehouses.set(warehouseId, `Склад ${round}`);
      const [write] = await Promise.all([
        addItem({ warehouseId, warehouseName: `Склад ${round}` }),
        removed(warehouseId),
      ]);
      expect([201, 400]).toContain(write.statusCode);
      const [{ naming }] = await service.query(
        'SELECT count(*)::int AS naming FROM orders.order_items WHERE warehouse_id = $1',
        [warehouseId],
      );
      expect(naming).toBe(0);
    }
  });
});
