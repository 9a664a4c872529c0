import { ifMatch, versionTag } from '@silkway/contracts';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';

/**
 * No silent overwrite (docs/product-decisions.md): a write sent with `If-Match` of a version that is
 * no longer the record's is refused with 412, the record as it now is and who changed it last, and
 * changes nothing; without the header the write behaves as it always did.
 */
describe('orders service: a stale If-Match is refused with 412 and writes nothing', () => {
  let service: TestService<OrdersConfig>;

  beforeAll(async () => {
    service = await startTestService(ordersService);
  });
  afterAll(() => service?.close());

  const asManager = (username: string, headers: Record<string, string> = {}) => ({
    'x-admin-username': username,
    ...headers,
  });

  async function newOrder(name: string) {
    const { body } = await service.call('POST', '/api/admin/orders', {
      body: { name },
      headers: asManager('creator'),
    });
    return body as { id: number; version: number };
  }

  it('answers every order with its version and its single GET with the ETag', async () => {
    const order = await newOrder('Версии');
    expect(order.version).toBe(1);
    const read = await service.call('GET', `/api/admin/orders/${order.id}`);
    expect(read.body.version).toBe(1);
    expect(read.headers.etag).toBe(versionTag('order', order.id, 1));
  });

  it('grows the version on each change and keeps it on a save that changes nothing', async () => {
    const order = await newOrder('Растёт');
    const renamed = await service.call('PUT', `/api/admin/orders/${order.id}`, {
      body: { name: 'Выросла' },
      headers: ifMatch('order', order.id, 1),
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.body.version).toBe(2);
    const same = await service.call('PUT', `/api/admin/orders/${order.id}`, {
      body: { name: 'Выросла' },
    });
    expect(same.body.version).toBe(2);
  });

  it('refuses an order edit of a stale version, naming who changed it last, and keeps theirs', async () => {
    const order = await newOrder('Общий заказ');
    const theirs = await service.call('PUT', `/api/admin/orders/${order.id}`, {
      body: { name: 'Их название' },
      headers: asManager('farhod', ifMatch('order', order.id, 1)),
    });
    expect(theirs.statusCode).toBe(200);

    const mine = await service.call('PUT', `/api/admin/orders/${order.id}`, {
      body: { name: 'Общий заказ', comments: 'моё' },
      headers: asManager('dilnoza', { ...ifMatch('order', order.id, 1), 'accept-language': 'en' }),
    });
    expect(mine.statusCode).toBe(412);
    expect(mine.body.message).toBe(
      'Someone else changed this record while you were editing it: nothing was saved',
    );
    expect(mine.body.current).toMatchObject({
      id: order.id,
      version: 2,
      name: 'Их название',
      comments: null,
      lastChange: { username: 'farhod' },
    });
    const stored = await service.call('GET', `/api/admin/orders/${order.id}`);
    expect(stored.body).toMatchObject({ version: 2, name: 'Их название', comments: null });
  });

  it('refuses a stale status change and a stale delete of an order', async () => {
    const order = await newOrder('Статус');
    await service.call('PUT', `/api/admin/orders/${order.id}`, { body: { name: 'Сменили' } });
    const status = await service.call('PATCH', `/api/admin/orders/${order.id}/status`, {
      body: { status: 'completed' },
      headers: ifMatch('order', order.id, 1),
    });
    expect(status.statusCode).toBe(412);
    const removal = await service.call('DELETE', `/api/admin/orders/${order.id}`, {
      headers: ifMatch('order', order.id, 1),
    });
    expect(removal.statusCode).toBe(412);
    const stored = await service.call('GET', `/api/admin/orders/${order.id}`);
    expect(stored.body).toMatchObject({ status: 'active', version: 2 });
    const current = await service.call('DELETE', `/api/admin/orders/${order.id}`, {
      headers: ifMatch('order', order.id, 2),
    });
    expect(current.statusCode).toBe(204);
  });

  it('takes a tag of another record as stale, a malformed one as 400, and * or none as any version', async () => {
    const order = await newOrder('Метки');
    const other = await service.call('PUT', `/api/admin/orders/${order.id}`, {
      body: { name: 'Чужая метка' },
      headers: ifMatch('order', order.id + 1, 1),
    });
    expect(other.statusCode).toBe(412);
    for (const malformed of ['order-1-v1', '"order-1"', 'W/"order-1-v1"', '"order-x-v1"']) {
      const answer = await service.call('PUT', `/api/admin/orders/${order.id}`, {
        body: { name: 'Плохая метка' },
        headers: { 'if-match': malformed },
      });
      expect([malformed, answer.statusCode, answer.body.message]).toEqual([
        malformed,
        400,
        expect.stringContaining('If-Match'),
      ]);
    }
    const any = await service.call('PUT', `/api/admin/orders/${order.id}`, {
      body: { name: 'Любая' },
      headers: { 'if-match': '*' },
    });
    expect(any.statusCode).toBe(200);
    const stored = await service.call('GET', `/api/admin/orders/${order.id}`);
    expect(stored.body).toMatchObject({ name: 'Любая', version: 2 });
  });
});
