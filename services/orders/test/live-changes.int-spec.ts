import { Redis } from 'ioredis';
import type { LiveChange } from '@silkway/contracts';
import { LIVE_CHANGE_FIELD, liveChangesKey } from '@silkway/service-kit/live-changes';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';

/** Issue 33 §1: the outbox relay adds each change it publishes to the stack's live changes stream. */
describe('orders service: changes reach the live changes stream', () => {
  let service: TestService<OrdersConfig>;
  let redis: Redis;
  let key: string;

  beforeAll(async () => {
    service = await startTestService(ordersService);
    redis = new Redis(service.config.REDIS_URL);
    key = liveChangesKey(service.config.QUEUE_PREFIX);
  });
  afterAll(async () => {
    await redis.del(key);
    await redis.quit();
    await service?.close();
  });

  /** Waits on the stream (not on time) for the next changes after `from`. */
  async function changesAfter(from: string, count: number): Promise<Array<[string, LiveChange]>> {
    const found: Array<[string, LiveChange]> = [];
    let last = from;
    while (found.length < count) {
      const answer = (await redis.xread('BLOCK', 0, 'STREAMS', key, last)) as Array<
        [string, Array<[string, string[]]>]
      >;
      for (const [id, fields] of answer[0]![1]) {
        last = id;
        found.push([id, JSON.parse(fields[fields.indexOf(LIVE_CHANGE_FIELD) + 1]!) as LiveChange]);
      }
    }
    return found;
  }

  it('tells of an order created and renamed, with its version and who did it, in order', async () => {
    const { body: order } = await service.call('POST', '/api/admin/orders', {
      body: { name: 'Плитка' },
      headers: { 'x-admin-username': 'farhod' },
    });
    await service.call('PUT', `/api/admin/orders/${order.id}`, {
      body: { name: 'Плитка напольная' },
      headers: { 'x-admin-username': 'zarina' },
    });
    const changes = (await changesAfter('0', 2)).map(([, change]) => change);
    expect(changes).toEqual([
      expect.objectContaining({
        entity: 'order',
        id: String(order.id),
        action: 'create',
        username: 'farhod',
      }),
      expect.objectContaining({
        entity: 'order',
        id: String(order.id),
        action: 'update',
        version: 2,
        username: 'zarina',
      }),
    ]);
  });
});
