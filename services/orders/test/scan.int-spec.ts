import { randomUUID } from 'node:crypto';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';
import { startStockSearch, stockLine } from './testing/stock-search-endpoint.js';

describe('orders service: GET /api/admin/scan names what a scanned code is', () => {
  let service: TestService<OrdersConfig>;
  let inventory: Awaited<ReturnType<typeof startStockSearch>>;
  let order: { id: number; code: string };
  let first: { id: number };
  let second: { id: number };

  beforeAll(async () => {
    inventory = await startStockSearch();
    service = await startTestService(ordersService, { INVENTORY_URL: inventory.url });
    const { body: client } = await service.call('POST', '/api/admin/counterparties', {
      body: { name: 'Фарход Саидов', type: 'client' },
    });
    order = (
      await service.call('POST', '/api/admin/orders', {
        body: { name: 'Ткани', code: 'SW-SCAN-1', counterpartyId: client.id },
      })
    ).body;
    first = (
      await service.call('POST', `/api/admin/orders/${order.id}/items`, {
        body: { code: 'TX-01', name: 'Ткань хлопковая', quantity: 12 },
      })
    ).body;
    second = (
      await service.call('POST', `/api/admin/orders/${order.id}/items`, {
        body: { code: 'TX-02', name: 'Ткань льняная', quantity: 3 },
      })
    ).body;
    await service.events.deliver({
      id: randomUUID(),
      occurredAt: new Date().toISOString(),
      type: 'truck.upserted',
      payload: { truckId: 9, number: '01 TJ 777' },
    });
  });
  afterAll(async () => {
    await service?.close();
    await inventory?.close();
  });

  const scan = (code: string, language = 'ru') =>
    service.call('GET', '/api/admin/scan', {
      query: { code },
      headers: { 'accept-language': language },
    });

  it("tells two items of one order apart by the label's address", async () => {
    for (const item of [first, second]) {
      const { statusCode, body } = await scan(
        `https://track.example.tj/portal?code=SW-SCAN-1&item=${item.id}`,
      );
      expect(statusCode).toBe(200);
      expect(body).toMatchObject({
        kind: 'item',
        id: item.id,
        item: { id: item.id, orderId: order.id },
        order: {
          id: order.id,
          code: 'SW-SCAN-1',
          name: 'Ткани',
          counterpartyName: 'Фарход Саидов',
        },
      });
    }
    expect(
      (await scan(`https://track.example.tj/portal?code=SW-SCAN-1&item=${first.id}`)).body.title,
    ).toBe('TX-01 · Ткань хлопковая');
  });

  it('opens the order for a label printed before labels named items, and for its tracking code in any case', async () => {
    for (const code of ['https://track.example.tj/portal?code=SW-SCAN-1', 'sw-scan-1']) {
      const { statusCode, body } = await scan(code);
      expect(statusCode).toBe(200);
      expect(body).toMatchObject({ kind: 'order', id: order.id, title: 'SW-SCAN-1 · Ткани' });
      expect(body.order.totalQuantity).toBe(15);
    }
  });

  it('finds an item by its code, a truck by its number and a stock line by its barcode', async () => {
    expect((await scan('tx-02')).body).toMatchObject({ kind: 'item', id: second.id });
    expect((await scan('01 TJ 777')).body).toEqual({
      kind: 'truck',
      id: 9,
      title: '01 TJ 777',
      truck: { id: 9, number: '01 TJ 777' },
    });
    expect((await scan('4601234567893')).body).toEqual({
      kind: 'stock',
      id: 55,
      title: '4601234567893 · Кабель медный',
      stock: stockLine,
    });
  });

  it('names the shelf by its code when goods taken from it keep that code, and the item by its label', async () => {
    const { body: taken } = await service.call('POST', `/api/admin/orders/${order.id}/items`, {
      body: { code: stockLine.code, name: stockLine.name, quantity: 2 },
    });
    await service.query(
      'UPDATE orders.order_items SET from_inventory = true, inventory_item_id = $2 WHERE id = $1',
      [taken.id, stockLine.id],
    );
    expect((await scan(stockLine.code)).body).toMatchObject({ kind: 'stock', id: stockLine.id });
    expect(
      (await scan(`https://track.example.tj/portal?code=SW-SCAN-1&item=${taken.id}`)).body,
    ).toMatchObject({ kind: 'item', id: taken.id });
    await service.call('DELETE', `/api/admin/orders/${order.id}/items/${taken.id}`);
  });

  it('answers 404 with a message in the caller’s language for a code of no one, and for an item of another order', async () => {
    const unknown = await scan('NOT-OURS-42', 'zh');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message).toBe(
      '未找到代码“NOT-OURS-42”：它不是我们的标签、订单、货物、库存行或卡车编号',
    );
    const elsewhere = await scan(`https://track.example.tj/portal?code=OTHER-1&item=${first.id}`);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body.message).toMatch(/^Код «https:\/\/track\.example\.tj/);
    const blank = await scan('   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.body.fieldErrors).toHaveProperty('code');
  });

  it('answers 503 when the code could only be a stock line and the inventory cannot be asked', async () => {
    inventory.down = true;
    try {
      const { statusCode, body } = await scan('UNSEEN-9', 'en');
      expect(statusCode).toBe(503);
      expect(body.message).toBe(
        'The inventory did not answer, so stock lines could not be checked: try again',
      );
      expect((await scan('TX-01')).statusCode).toBe(200);
    } finally {
      inventory.down = false;
    }
  });
});
