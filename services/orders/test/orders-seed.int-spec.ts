import { startTestService, type TestService } from '@silkway/service-kit/testing';
import { DataSource } from 'typeorm';
import type { OrdersConfig } from '../src/config.js';
import { seedOrders } from '../src/seed/orders-seed.js';
import { ordersService } from '../src/service.js';

describe('orders service: demo orders seed', () => {
  let service: TestService<OrdersConfig>;

  beforeAll(async () => {
    service = await startTestService(ordersService);
  });
  afterAll(() => service?.close());

  it('adds a dozen orders with items and totals to an empty database, and nothing on a second run', async () => {
    const dataSource = service.app.get(DataSource);
    expect(await seedOrders(dataSource)).toBe(12);
    expect(await seedOrders(dataSource)).toBe(0);

    const list = await service.call('GET', '/api/admin/orders');
    expect(list.headers['x-total-count']).toBe('12');
    expect(list.body[0]).toMatchObject({
      code: 'SW-84CU-9JU9',
      counterpartyName: 'Мадина Рахимова',
      warehouse: 'Гуанчжоу',
      totalQuantity: 3,
    });
    // 1450 + 210 × 1.05 = 1670.50 (prepaid, 700 left) and 2 × 520 + 190 × 1.05 = 1239.50 (unpaid)
    expect(list.body[0]).toMatchObject({ totalAmount: 2910, remainingAmount: 1939.5 });
    expect((await service.call('GET', '/api/search/orders/SW-Y4VS-BETA')).body.status).toBe(
      'completed',
    );
  });
});
