import {
  constraintsWithoutRefusalText,
  startTestService,
  type TestService,
} from '@silkway/service-kit/testing';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';

describe('orders service: every constraint of its schema', () => {
  let service: TestService<OrdersConfig>;

  beforeAll(async () => {
    service = await startTestService(ordersService);
  });
  afterAll(() => service?.close());

  it('has its refusal text in all four languages, so no database error answers 500', async () => {
    expect(await constraintsWithoutRefusalText(service.database.url, 'orders')).toEqual([]);
  });
});
