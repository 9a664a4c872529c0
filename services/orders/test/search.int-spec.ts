import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';
import { startStockSearch, stockLine } from './testing/stock-search-endpoint.js';

describe('orders service: GET /api/admin/search for the admin Search tab', () => {
  let service: TestService<OrdersConfig>;
  let inventory: Awaited<ReturnType<typeof startStockSearch>>;
  const search = (q: string, role = 'owner') =>
    service.call('GET', '/api/admin/search', { query: { q }, headers: { 'x-admin-role': role } });

  beforeAll(async () => {
    inventory = await startStockSearch();
    service = await startTestService(ordersService, { INVENTORY_URL: inventory.url });
    const { body: supplier } = await service.call('POST', '/api/admin/counterparties', {
      body: { name: 'Ли Вэй', company: 'Yiwu Lamps Co', type: 'supplier' },
    });
    const { body: order } = await service.call('POST', '/api/admin/orders', {
      body: { name: 'Светильники', code: 'LAMP-01', counterpartyId: supplier.id },
    });
    await service.call('POST', `/api/admin/orders/${order.id}/items`, {
      body: { code: 'LMP-9', name: 'Лампа настольная' },
    });
    await service.call('POST', '/api/admin/orders', { body: { name: 'Посуда', code: 'DISH-02' } });
  });
  afterAll(async () => {
    await service?.close();
    await inventory?.close();
  });

  it('finds orders by code, items by code or name with their order, counterparties by company', async () => {
    const byCode = await search('lamp');
    expect(byCode.statusCode).toBe(200);
    expect(byCode.body.orders.map((order: { code: string }) => order.code)).toEqual(['LAMP-01']);
    expect(byCode.body.counterparties).toEqual([
      { id: expect.any(Number), name: 'Ли Вэй', company: 'Yiwu Lamps Co', type: 'supplier' },
    ]);
    expect(byCode.body.inventory).toEqual([]);

    const byItemName = await search('лампа');
    expect(byItemName.body.items).toEqual([
      expect.objectContaining({ code: 'LMP-9', orderName: 'Светильники', orderCode: 'LAMP-01' }),
    ]);
    expect(byItemName.body.orders).toEqual([]);
  });

  it("puts the inventory's stock lines, asked through its internal search, in the inventory group", async () => {
    expect((await search(` ${stockLine.code.slice(0, 6)} `)).body).toEqual({
      orders: [],
      items: [],
      counterparties: [],
      inventory: [stockLine],
    });
  });

  it('shows the warehouse no counterparties, not even found by a search', async () => {
    expect((await search('lamp', 'warehouse')).body.counterparties).toEqual([]);
  });

  it('finds items by the start of their name for one or two characters, in any case', async () => {
    const itemCodes = async (q: string) =>
      (await search(q)).body.items.map((item: { code: string }) => item.code);
    expect(await itemCodes('л')).toEqual(['LMP-9']);
    expect(await itemCodes('ЛА')).toEqual(['LMP-9']);
    expect(await itemCodes('ам')).toEqual([]); // inside the name: three characters or more
  });

  it('answers empty groups for nothing found or a blank query, and 400 naming q for one it cannot run', async () => {
    const empty = { orders: [], items: [], counterparties: [], inventory: [] };
    expect((await search('ничего')).body).toEqual(empty);
    expect((await search('  ')).body).toEqual(empty);
    for (const q of ['я'.repeat(201), 'лампа\u0000']) {
      const refused = await search(q);
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.body.fieldErrors)).toEqual(['q']);
    }
  });

  it('answers 503 in the caller’s language when the inventory cannot be asked', async () => {
    inventory.down = true;
    try {
      const refused = await service.call('GET', '/api/admin/search', {
        query: { q: 'lamp' },
        headers: { 'accept-language': 'en' },
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.body.message).toBe(
        'The inventory did not answer, so the search could not be run: try again',
      );
    } finally {
      inventory.down = false;
    }
  });
});
