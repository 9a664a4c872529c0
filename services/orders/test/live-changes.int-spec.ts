import { Redis } from 'ioredis';
import type { KeptLiveChange } from '@silkway/contracts';
import { LIVE_CHANGE_FIELD, liveChangesKey } from '@silkway/service-kit/live-changes';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';
import { cashPayment } from './testing/accountant-calls.js';

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
  async function changesAfter(
    from: string,
    count: number,
  ): Promise<Array<[string, KeptLiveChange]>> {
    const found: Array<[string, KeptLiveChange]> = [];
    let last = from;
    while (found.length < count) {
      const answer = (await redis.xread('BLOCK', 0, 'STREAMS', key, last)) as Array<
        [string, Array<[string, string[]]>]
      >;
      for (const [id, fields] of answer[0]![1]) {
        last = id;
        found.push([
          id,
          JSON.parse(fields[fields.indexOf(LIVE_CHANGE_FIELD) + 1]!) as KeptLiveChange,
        ]);
      }
    }
    return found;
  }

  let last = '0';
  /** The changes the next calls make: read from where the previous test stopped. */
  async function nextChanges(count: number): Promise<KeptLiveChange[]> {
    const found = await changesAfter(last, count);
    last = found.at(-1)![0];
    return found.map(([, change]) => change);
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
    const changes = await nextChanges(2);
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

  it("names the client of an order, of its item and of a payment, for that client's portal", async () => {
    const { body: client } = await service.call('POST', '/api/admin/counterparties', {
      body: { name: 'Памир Трейд' },
    });
    const { body: order } = await service.call('POST', '/api/admin/orders', {
      body: { name: 'Плитка', counterpartyId: client.id },
    });
    const { body: item } = await service.call('POST', `/api/admin/orders/${order.id}/items`, {
      body: { code: 'L-1', name: 'Плитка' },
    });
    await service.call('DELETE', `/api/admin/orders/${order.id}/items/${item.id}`);
    const { body: payment } = await service.call('POST', '/api/admin/payments', {
      body: cashPayment({ counterpartyId: client.id, amount: 50 }),
    });
    const changes = await nextChanges(5);
    expect(
      changes.map(({ entity, id, counterpartyId }) => ({ entity, id, counterpartyId })),
    ).toEqual([
      { entity: 'counterparty', id: String(client.id), counterpartyId: null },
      { entity: 'order', id: String(order.id), counterpartyId: client.id },
      { entity: 'item', id: String(item.id), counterpartyId: client.id },
      { entity: 'item', id: String(item.id), counterpartyId: client.id },
      { entity: 'payment', id: String(payment.id), counterpartyId: client.id },
    ]);
  });
});
