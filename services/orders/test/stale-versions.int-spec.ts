import { ifMatch, versionTag } from '@silkway/contracts';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';
import { cashPayment } from './testing/accountant-calls.js';

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

  /** The rows as stored, to show a refused write changed nothing (not even the version). */
  const stored = async (table: string, id: number) =>
    (await service.query(`SELECT * FROM orders.${table} WHERE id = $1`, [id]))[0] as Record<
      string,
      unknown
    >;

  async function expectRefusedUnchanged(
    table: string,
    id: number,
    write: () => Promise<{ statusCode: number; body: { current?: { version: number } } }>,
  ) {
    const before = await stored(table, id);
    const answer = await write();
    expect(answer.statusCode).toBe(412);
    expect(answer.body.current?.version).toBe(before.version);
    expect(await stored(table, id)).toEqual(before);
  }

  it('refuses stale item edits, status changes, photo saves and deletes', async () => {
    const order = await newOrder('Товары');
    const { body: item } = await service.call('POST', `/api/admin/orders/${order.id}/items`, {
      body: { code: 'V-1', name: 'Плитка', quantity: 2, pricePerUnit: 10 },
    });
    expect(item.version).toBe(1);
    const priced = await service.call('PUT', `/api/admin/order-items/${item.id}`, {
      body: { pricePerUnit: 25 },
      headers: asManager('farhod', ifMatch('item', item.id, 1)),
    });
    expect(priced.body).toMatchObject({ version: 2, pricePerUnit: 25 });
    const stale = ifMatch('item', item.id, 1);
    await expectRefusedUnchanged('order_items', item.id, () =>
      service.call('PUT', `/api/admin/order-items/${item.id}`, {
        body: { comments: 'мой комментарий' },
        headers: stale,
      }),
    );
    await expectRefusedUnchanged('order_items', item.id, () =>
      service.call('PATCH', `/api/admin/order-items/${item.id}/status`, {
        body: { status: 'Доставлено' },
        headers: stale,
      }),
    );
    await expectRefusedUnchanged('order_items', item.id, () =>
      service.call('PATCH', `/api/admin/orders/items/${item.id}/photos`, {
        body: { photos: [] },
        headers: stale,
      }),
    );
    await expectRefusedUnchanged('order_items', item.id, () =>
      service.call('DELETE', `/api/admin/order-items/${item.id}`, { headers: stale }),
    );
    await expectRefusedUnchanged('order_items', item.id, () =>
      service.call('DELETE', `/api/admin/orders/${order.id}/items/${item.id}`, { headers: stale }),
    );
    const refused = await service.call('PUT', `/api/admin/order-items/${item.id}`, {
      body: { comments: 'мой комментарий' },
      headers: stale,
    });
    expect(refused.body.current).toMatchObject({
      pricePerUnit: 25,
      lastChange: { username: 'farhod' },
    });
  });

  it('refuses a bulk change of items when any one is stale, changing none of them', async () => {
    const order = await newOrder('Пачка');
    const ids: number[] = [];
    for (const code of ['B-1', 'B-2'])
      ids.push(
        (
          await service.call('POST', `/api/admin/orders/${order.id}/items`, {
            body: { code, name: code, quantity: 1, pricePerUnit: 1 },
          })
        ).body.id,
      );
    await service.call('PUT', `/api/admin/order-items/${ids[1]}`, { body: { comments: 'их' } });
    const before = [await stored('order_items', ids[0]!), await stored('order_items', ids[1]!)];
    const answer = await service.call('PATCH', `/api/admin/orders/${order.id}/items`, {
      body: {
        itemIds: ids,
        status: 'Доставлено',
        itemVersions: ids.map((id) => ({ id, version: 1 })),
      },
    });
    expect(answer.statusCode).toBe(412);
    expect(answer.body.current).toMatchObject({ id: ids[1], version: 2, comments: 'их' });
    expect([await stored('order_items', ids[0]!), await stored('order_items', ids[1]!)]).toEqual(
      before,
    );
    const current = await service.call('PATCH', `/api/admin/orders/${order.id}/items`, {
      body: {
        itemIds: ids,
        status: 'Доставлено',
        itemVersions: [
          { id: ids[0], version: 1 },
          { id: ids[1], version: 2 },
        ],
      },
    });
    expect(current.statusCode).toBe(200);
  });

  it('refuses stale counterparty edits and deletes, and answers its ETag', async () => {
    const { body: client } = await service.call('POST', '/api/admin/counterparties', {
      body: { name: 'Клиент версий' },
    });
    const read = await service.call('GET', `/api/admin/counterparties/${client.id}`);
    expect(read.headers.etag).toBe(versionTag('counterparty', client.id, 1));
    await service.call('PUT', `/api/admin/counterparties/${client.id}`, {
      body: { name: 'Клиент версий', comments: 'их' },
    });
    const stale = ifMatch('counterparty', client.id, 1);
    await expectRefusedUnchanged('counterparties', client.id, () =>
      service.call('PUT', `/api/admin/counterparties/${client.id}`, {
        body: { name: 'Моё имя' },
        headers: stale,
      }),
    );
    await expectRefusedUnchanged('counterparties', client.id, () =>
      service.call('DELETE', `/api/admin/counterparties/${client.id}`, { headers: stale }),
    );
  });

  it('refuses a stale void of a payment', async () => {
    const { body: client } = await service.call('POST', '/api/admin/counterparties', {
      body: { name: 'Плательщик' },
    });
    const { body: payment } = await service.call('POST', '/api/admin/payments', {
      body: cashPayment({ counterpartyId: client.id, amount: 50 }),
    });
    expect(payment.version).toBe(1);
    await service.query(`UPDATE orders.payments SET note = 'их' WHERE id = $1`, [payment.id]);
    await expectRefusedUnchanged('payments', payment.id, () =>
      service.call('POST', `/api/admin/payments/${payment.id}/void`, {
        body: { reason: 'ошибка' },
        headers: ifMatch('payment', payment.id, 1),
      }),
    );
    const voided = await service.call('POST', `/api/admin/payments/${payment.id}/void`, {
      body: { reason: 'ошибка' },
      headers: ifMatch('payment', payment.id, 2),
    });
    expect(voided.body).toMatchObject({ version: 3, voidReason: 'ошибка' });
  });

  it('refuses stale status changes of quote requests and contact messages', async () => {
    const kinds = [
      {
        record: 'quote-request' as const,
        table: 'quote_requests',
        url: '/api/admin/quote-requests',
        submit: () =>
          service.call('POST', '/api/quote-requests', {
            body: {
              name: 'Фарход Саидов',
              phone: '+992 90 123 45 67',
              serviceType: 'logistics',
              description: 'Доставка плитки',
            },
          }),
      },
      {
        record: 'contact-message' as const,
        table: 'contact_messages',
        url: '/api/admin/contact-messages',
        submit: () =>
          service.call('POST', '/api/contact', {
            body: {
              name: 'Мадина',
              email: 'madina@example.com',
              subject: 'Вопрос',
              message: 'Хотим обсудить поставки',
            },
          }),
      },
    ];
    for (const { record, table, url, submit } of kinds) {
      const { body: request } = await submit();
      const read = await service.call('GET', `${url}/${request.id}`);
      expect(read.headers.etag).toBe(versionTag(record, request.id, 1));
      await service.call('PATCH', `${url}/${request.id}/status`, {
        body: { status: 'in_progress' },
        headers: asManager('farhod'),
      });
      await expectRefusedUnchanged(table, request.id, () =>
        service.call('PATCH', `${url}/${request.id}/status`, {
          body: { status: 'done' },
          headers: ifMatch(record, request.id, 1),
        }),
      );
    }
  });
});
