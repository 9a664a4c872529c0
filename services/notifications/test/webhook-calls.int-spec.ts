import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  AuditEntryAnswer,
  AuditRecordedPayload,
  WebhookAnswer,
  WebhookCreatedAnswer,
  WebhookDeliveryAnswer,
} from '@silkway/contracts';
import { Webhook } from 'standardwebhooks';
import {
  event,
  startNotificationsUnderTest,
  waitFor,
  type NotificationsUnderTest,
} from './testing/notifications-test-kit.js';

interface Delivered {
  id: string;
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
  /** The status the receiver answered. */
  answered: number;
}

/**
 * A receiver on loopback that verifies each delivery with the `standardwebhooks` package, as an
 * integrator's would; `answer` picks the status of each request (or null: never answer).
 */
async function startReceiver(secret: () => string) {
  const received: Delivered[] = [];
  const receiver = {
    url: '',
    received,
    answer: (_delivered: Omit<Delivered, 'answered'>): number | null => 204,
    close: async () => undefined as void,
  };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const headers = request.headers as Record<string, string>;
      let message: Omit<Delivered, 'id' | 'answered'>;
      try {
        message = new Webhook(secret()).verify(body, headers) as typeof message;
      } catch {
        response.writeHead(401).end();
        return;
      }
      const delivered = { id: String(headers['webhook-id']), ...message };
      const status = receiver.answer(delivered);
      if (status === null) return;
      received.push({ ...delivered, answered: status });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  receiver.close = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return receiver;
}

const itemEntry = (fields: Partial<AuditRecordedPayload>): AuditRecordedPayload => ({
  username: 'malika',
  action: 'update',
  entity: 'item',
  entityId: '7',
  summary: 'A-1 · Плитка',
  changes: [{ field: 'status', from: 'ordered', to: 'in_transit' }],
  ip: null,
  via: 'ui',
  record: { id: 7, code: 'A-1', name: 'Плитка', status: 'in_transit' },
  ...fields,
});

describe('webhooks: the admin calls and the deliveries (notifications service)', () => {
  let under: NotificationsUnderTest;
  let secret = '';
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let webhook: WebhookCreatedAnswer;

  const call = <T>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    language = 'ru',
  ) =>
    under.service.call<T>(method, path, {
      body,
      headers: { 'x-admin-username': 'owner', 'accept-language': language },
    });
  const deliveriesOf = async (id: number) =>
    (await call<WebhookDeliveryAnswer[]>('GET', `/api/admin/webhooks/${id}/deliveries`)).body;
  const receivedOf = (type: string) => receiver.received.filter((message) => message.type === type);

  beforeAll(async () => {
    receiver = await startReceiver(() => secret);
    under = await startNotificationsUnderTest({
      WEBHOOKS_ALLOW_PRIVATE_URLS: 'true',
      WEBHOOKS_TIMEOUT_MS: '1000',
      WEBHOOKS_RETRY_FIRST_MS: '200',
      WEBHOOKS_RETRY_LONGEST_MS: '400',
      WEBHOOKS_GIVE_UP_AFTER_MS: '2500',
      WEBHOOKS_SWEEP_MS: '1000',
    });
    const created = await call<WebhookCreatedAnswer>('POST', '/api/admin/webhooks', {
      url: receiver.url,
      events: ['order-item.updated', 'order-item.status-changed', 'quote-request.created'],
      description: 'ERP',
    });
    expect(created.statusCode).toBe(201);
    webhook = created.body;
    secret = webhook.secret;
  }, 30_000);
  afterAll(async () => {
    await under?.close();
    await receiver?.close();
  });
  beforeEach(() => {
    receiver.answer = () => 204;
  });

  it('creates a webhook whose secret is answered once, lists it without it, and audits the change', async () => {
    expect(webhook).toMatchObject({
      url: receiver.url,
      events: ['order-item.updated', 'order-item.status-changed', 'quote-request.created'],
      description: 'ERP',
      enabled: true,
      createdBy: 'owner',
    });
    expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = await call<WebhookAnswer[]>('GET', '/api/admin/webhooks');
    expect(listed.body).toEqual([expect.not.objectContaining({ secret: expect.anything() })]);
    expect(JSON.stringify(listed.body)).not.toContain(webhook.secret);
    const one = await call<WebhookAnswer>('GET', `/api/admin/webhooks/${webhook.id}`);
    expect(one.body).toEqual(listed.body[0]);
    const entries = await waitFor('the audit entry of the webhook', async () => {
      const { body } = await call<AuditEntryAnswer[]>('GET', '/api/admin/audit?entity=webhook');
      return body.length > 0 && body;
    });
    expect(entries[0]).toMatchObject({ action: 'create', entityId: String(webhook.id) });
    expect(JSON.stringify(entries)).not.toContain(webhook.secret);
  });

  it('refuses a bad URL or an unknown event with the field named, in the caller’s language', async () => {
    const refused = await call<{ fieldErrors: Record<string, string[]> }>(
      'POST',
      '/api/admin/webhooks',
      { url: 'ftp://example.com/in', events: ['order.created'] },
      'en',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body.fieldErrors).toEqual({
      url: ['The webhook address must start with https://'],
    });
    const unknownEvent = await call<{ fieldErrors: Record<string, string[]> }>(
      'POST',
      '/api/admin/webhooks',
      { url: 'https://example.com/in', events: ['order.created', 'order.exploded'] },
      'zh',
    );
    expect(unknownEvent.statusCode).toBe(400);
    expect(unknownEvent.body.fieldErrors).toEqual({ events: ['未知事件：order.exploded'] });
    const noEvents = await call('POST', '/api/admin/webhooks', { url: receiver.url, events: [] });
    expect(noEvents.statusCode).toBe(400);
    const patched = await call<{ fieldErrors: Record<string, string[]> }>(
      'PATCH',
      `/api/admin/webhooks/${webhook.id}`,
      { url: 'not a url' },
    );
    expect(patched.body.fieldErrors).toEqual({ url: ['Адрес вебхука не является URL'] });
  });

  it('answers 404 for an unknown webhook or delivery', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/webhooks/9999'],
      ['PATCH', '/api/admin/webhooks/9999'],
      ['DELETE', '/api/admin/webhooks/9999'],
      ['POST', '/api/admin/webhooks/9999/test'],
      ['GET', '/api/admin/webhooks/9999/deliveries'],
      [
        'POST',
        `/api/admin/webhooks/${webhook.id}/deliveries/5f0c1e52-7c1e-4a4e-9d3a-2b6f0c1d9e11/redeliver`,
      ],
    ] as const)
      expect((await call(method, path, method === 'PATCH' ? {} : undefined)).statusCode).toBe(404);
  });

  it('sends a webhook.test event on demand, signed so standardwebhooks verifies it', async () => {
    const test = await call<WebhookDeliveryAnswer>(
      'POST',
      `/api/admin/webhooks/${webhook.id}/test`,
    );
    expect(test.statusCode).toBe(202);
    const [message] = await waitFor('the test message', async () => {
      const found = receivedOf('webhook.test');
      return found.length > 0 && found;
    });
    expect(message).toMatchObject({ id: test.body.id, data: { webhookId: webhook.id } });
    const [delivery] = await waitFor('the test delivered', async () => {
      const list = await deliveriesOf(webhook.id);
      return list[0]?.status === 'delivered' && list;
    });
    expect(delivery).toMatchObject({ id: test.body.id, event: 'webhook.test', attempts: 1 });
  });

  it('turns a change into one message per subscribed event, with the record as data, once however often the change arrives', async () => {
    const change = event('audit.recorded', itemEntry({}));
    expect(await under.service.events.deliver(change)).toBe('applied');
    expect(await under.service.events.deliver(change, 'again')).toBe('repeat');
    const other = event('audit.recorded', itemEntry({ entity: 'warehouse', entityId: '3' }));
    expect(await under.service.events.deliver(other)).toBe('applied');
    await waitFor(
      'both messages',
      async () => receivedOf('order-item.status-changed').length === 1,
    );
    await waitFor('both messages', async () => receivedOf('order-item.updated').length === 1);
    const [updated] = receivedOf('order-item.updated');
    expect(updated).toMatchObject({
      timestamp: change.occurredAt,
      data: { id: 7, code: 'A-1', status: 'in_transit' },
    });
    const request = event('quote-request.received', {
      id: 31,
      name: 'Фарход',
      phone: '+992900000000',
      email: null,
      company: null,
      serviceType: 'delivery',
      sourceCountry: 'CN',
      destinationCountry: 'TJ',
      description: 'Плитка',
    });
    expect(await under.service.events.deliver(request)).toBe('applied');
    const [quote] = await waitFor('the quote request', async () => {
      const found = receivedOf('quote-request.created');
      return found.length > 0 && found;
    });
    expect(quote!.data).toMatchObject({ id: 31, name: 'Фарход' });
    expect(receiver.received.filter(({ type }) => type.startsWith('warehouse'))).toEqual([]);
  });

  it('retries a failing receiver under the same webhook-id and keeps one record’s messages in order', async () => {
    let refusals = 2;
    receiver.answer = ({ data }) => (data.status === 'packed' && refusals-- > 0 ? 500 : 204);
    const packed = event(
      'audit.recorded',
      itemEntry({ entityId: '8', record: { id: 8, status: 'packed' } }),
    );
    const shipped = event(
      'audit.recorded',
      itemEntry({ entityId: '8', record: { id: 8, status: 'shipped' } }),
    );
    const elsewhere = event(
      'audit.recorded',
      itemEntry({ entityId: '9', record: { id: 9, status: 'arrived' } }),
    );
    await under.service.events.deliver(packed);
    await under.service.events.deliver(shipped);
    await under.service.events.deliver(elsewhere);
    await waitFor('item 8 shipped', async () =>
      receiver.received.some(({ data, answered }) => data.status === 'shipped' && answered === 204),
    );
    const ofItem8 = receiver.received.filter(
      ({ data, type }) => data.id === 8 && type === 'order-item.updated',
    );
    expect(ofItem8.map(({ data, answered }) => `${data.status} ${answered}`)).toEqual([
      'packed 500',
      'packed 500',
      'packed 204',
      'shipped 204',
    ]);
    expect(new Set(ofItem8.slice(0, 3).map(({ id }) => id)).size).toBe(1);
    const list = await deliveriesOf(webhook.id);
    expect(list.find(({ id }) => id === ofItem8[0]!.id)).toMatchObject({
      status: 'delivered',
      attempts: 3,
      lastStatusCode: 204,
    });
  });

  it('marks a delivery failed after its retry period, and redelivers it under the same id', async () => {
    receiver.answer = ({ data }) => (data.status === 'lost' ? 503 : 204);
    const lost = event(
      'audit.recorded',
      itemEntry({ entityId: '10', changes: [], record: { id: 10, status: 'lost' } }),
    );
    await under.service.events.deliver(lost);
    const failed = await waitFor(
      'the delivery failed',
      async () => (await deliveriesOf(webhook.id)).find(({ status }) => status === 'failed'),
      15_000,
    );
    expect(failed).toMatchObject({ lastStatusCode: 503, nextAttemptAt: null });
    expect(failed.attempts).toBeGreaterThan(2);
    receiver.answer = () => 204;
    const redelivered = await call<WebhookDeliveryAnswer>(
      'POST',
      `/api/admin/webhooks/${webhook.id}/deliveries/${failed.id}/redeliver`,
    );
    expect(redelivered.statusCode).toBe(202);
    await waitFor('the redelivery', async () =>
      receiver.received.some(({ id, answered }) => id === failed.id && answered === 204),
    );
  });

  it('sends nothing to a paused webhook, and nothing more once deleted', async () => {
    const paused = await call<WebhookAnswer>('PATCH', `/api/admin/webhooks/${webhook.id}`, {
      enabled: false,
    });
    expect(paused.body.enabled).toBe(false);
    const before = (await deliveriesOf(webhook.id)).length;
    await under.service.events.deliver(event('audit.recorded', itemEntry({ entityId: '11' })));
    expect((await deliveriesOf(webhook.id)).length).toBe(before);
    expect((await call('DELETE', `/api/admin/webhooks/${webhook.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin/webhooks/${webhook.id}`)).statusCode).toBe(404);
    const entries = await waitFor('the audit entries', async () => {
      const { body } = await call<AuditEntryAnswer[]>('GET', '/api/admin/audit?entity=webhook');
      return body.length >= 3 && body;
    });
    expect(entries.map(({ action }) => action)).toEqual(['delete', 'update', 'create']);
  });

  it('is not held up by a receiver that never answers', async () => {
    const silent = await startReceiver(() => secret);
    silent.answer = () => null;
    try {
      const hanging = await call<WebhookCreatedAnswer>('POST', '/api/admin/webhooks', {
        url: silent.url,
        events: ['order.created'],
      });
      const answering = await call<WebhookCreatedAnswer>('POST', '/api/admin/webhooks', {
        url: receiver.url,
        events: ['order.created'],
      });
      secret = answering.body.secret;
      const orders = Array.from({ length: 20 }, (_, n) =>
        event('audit.recorded', {
          ...itemEntry({}),
          entity: 'order',
          action: 'create',
          entityId: String(100 + n),
          record: { id: 100 + n },
        }),
      );
      for (const order of orders) await under.service.events.deliver(order);
      await waitFor(
        'every order at the answering receiver',
        async () => receivedOf('order.created').length >= 20,
        8_000,
      );
      expect(hanging.statusCode).toBe(201);
    } finally {
      await silent.close();
    }
  });
});
