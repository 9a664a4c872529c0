import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';

const addOrders = (service: TestService<OrdersConfig>, count: number) =>
  service.query(
    `INSERT INTO orders.orders (name, code)
       SELECT 'Заказ ' || n, 'SW-' || gen_random_uuid() FROM generate_series(1, $1) AS n`,
    [count],
  );

describe('orders service: GET /api/stats', () => {
  describe('with the default marketing figures', () => {
    let service: TestService<OrdersConfig>;
    beforeAll(async () => {
      service = await startTestService(ordersService);
    });
    afterAll(() => service?.close());

    it('answers the product.md §9 fallback numbers in an empty database', async () => {
      const answer = await service.call('GET', '/api/stats');
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toEqual({
        yearsExperience: 7,
        totalOrders: 2000,
        countriesServed: 15,
        satisfactionRate: 99.2,
        onTimeDelivery: 98.7,
        averageSavings: 25,
        warehouses: 6,
      });
    });

    it('counts the orders live', async () => {
      await addOrders(service, 3);
      expect((await service.call('GET', '/api/stats')).body.totalOrders).toBe(2003);
      await addOrders(service, 2);
      expect((await service.call('GET', '/api/stats')).body.totalOrders).toBe(2005);
    });

    it('is answered only to the gateway', async () => {
      expect((await service.call('GET', '/api/stats', { token: false })).statusCode).toBe(401);
    });
  });

  describe('with configured figures', () => {
    let service: TestService<OrdersConfig>;
    beforeAll(async () => {
      service = await startTestService(ordersService, {
        STATS_YEARS_EXPERIENCE: '11',
        STATS_COUNTRIES_SERVED: '4',
        STATS_SATISFACTION_RATE: '97.5',
        STATS_ON_TIME_DELIVERY: '96',
        STATS_AVERAGE_SAVINGS: '18',
        STATS_WAREHOUSES: '8',
        STATS_ORDERS_BEFORE_SYSTEM: '150',
      });
    });
    afterAll(() => service?.close());

    it('answers the configured figures and adds the recorded orders to the earlier ones', async () => {
      await addOrders(service, 4);
      expect((await service.call('GET', '/api/stats')).body).toEqual({
        yearsExperience: 11,
        totalOrders: 154,
        countriesServed: 4,
        satisfactionRate: 97.5,
        onTimeDelivery: 96,
        averageSavings: 18,
        warehouses: 8,
      });
    });
  });
});
