import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';

describe('orders service: internal search for the admin Search tab', () => {
  let service: TestService<OrdersConfig>;

  beforeAll(async () => {
    service = await startTestService(ordersService);
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
  afterAll(() => service?.close());

  it('finds orders by code, items by code or name with their order, counterparties by company', async () => {
    const byCode = await service.call('GET', '/internal/search', { query: { q: 'lamp' } });
    expect(byCode.statusCode).toBe(200);
    expect(byCode.body.orders.map((order: { code: string }) => order.code)).toEqual(['LAMP-01']);
    expect(byCode.body.counterparties).toEqual([
      { id: expect.any(Number), name: 'Ли Вэй', company: 'Yiwu Lamps Co', type: 'supplier' },
    ]);

    const byItemName = await service.call('GET', '/internal/search', { query: { q: 'лампа' } });
    expect(byItemName.body.items).toEqual([
      expect.objectContaining({ code: 'LMP-9', orderName: 'Светильники', orderCode: 'LAMP-01' }),
    ]);
    expect(byItemName.body.orders).toEqual([]);
  });

  it('finds items by the start of their name for one or two characters, in any case', async () => {
    const itemCodes = async (q: string) =>
      (await service.call('GET', '/internal/search', { query: { q } })).body.items.map(
        (item: { code: string }) => item.code,
      );
    expect(await itemCodes('л')).toEqual(['LMP-9']);
    expect(await itemCodes('ЛА')).toEqual(['LMP-9']);
    expect(await itemCodes('ам')).toEqual([]); // inside the name: three characters or more
  });

  it('answers empty groups when nothing matches and 400 for a blank query', async () => {
    expect(
      (await service.call('GET', '/internal/search', { query: { q: 'ничего' } })).body,
    ).toEqual({ orders: [], items: [], counterparties: [] });
    const blank = await service.call('GET', '/internal/search', { query: { q: '  ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.body.fieldErrors).toHaveProperty('q');
  });
});
