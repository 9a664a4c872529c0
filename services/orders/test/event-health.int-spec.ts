import { ackListKey } from '@silkway/service-kit';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import { Redis } from 'ioredis';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';
import { waitFor } from './testing/wait-for.js';

jest.setTimeout(60_000);

/** No inventory service runs beside this orders service: its stock requests stay unacknowledged. */
describe('orders service: /healthz reports event work that does not move', () => {
  let service: TestService<OrdersConfig>;

  beforeAll(async () => {
    service = await startTestService(ordersService, { OUTBOX_STUCK_MS: '200' });
  });
  afterAll(() => service?.close());

  it('is degraded (200) while a consumer has not acknowledged an event, and ok once it has', async () => {
    const { body: order } = await service.call('POST', '/api/admin/orders', {
      body: { name: 'Здоровье' },
    });
    await service.call('POST', `/api/admin/orders/${order.id}/items`, {
      body: {
        code: 'HL-1',
        name: 'Со склада',
        fromInventory: true,
        inventoryItemId: 7,
        quantity: 1,
      },
    });

    const degraded = await waitFor(async () => {
      const health = await service.call('GET', '/healthz', { token: false });
      // The item's history event is consumed by this service itself and acknowledged; the two for
      // the inventory and the two audit entries for the notifications service (neither runs) are not.
      return health.body.status === 'degraded' && health.body.work.undeliveredEvents === 4
        ? health
        : undefined;
    }, 'health reports the four unacknowledged events');
    expect(degraded.statusCode).toBe(200);
    expect(degraded.body.work).toEqual({ undeliveredEvents: 4, failedJobs: 0 });

    // The consumers' acknowledgements, as their workers send them once the effects are committed.
    const rows: Array<{ id: string }> = await service.query(
      `SELECT id FROM orders.outbox WHERE consumer IN ('inventory', 'notifications')`,
    );
    const redis = new Redis(service.config.REDIS_URL);
    await redis.rpush(
      ackListKey(service.config.QUEUE_PREFIX, 'orders'),
      ...rows.map((row) => row.id),
    );
    redis.disconnect();

    const healthy = await waitFor(async () => {
      const health = await service.call('GET', '/healthz', { token: false });
      return health.body.status === 'ok' ? health : undefined;
    }, 'health is ok again');
    expect(healthy.body.work).toEqual({ undeliveredEvents: 0, failedJobs: 0 });
  });
});
