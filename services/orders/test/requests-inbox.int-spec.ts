import { requestMessages } from '@silkway/contracts';
import { sampleQuoteRequest as quote } from '@silkway/contracts/testing';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';

const contact = (overrides: Record<string, string> = {}) => ({
  name: 'Мадина Рахимова',
  email: 'madina@example.com',
  phone: '+992 93 555 44 33',
  subject: 'Сотрудничество',
  message: 'Хотим обсудить поставки текстиля',
  ...overrides,
});
const admin = { 'x-admin-username': 'manager1' };

describe('orders service: the requests inbox', () => {
  let service: TestService<OrdersConfig>;
  const ids = { quotes: [] as number[], contacts: [] as number[] };

  beforeAll(async () => {
    service = await startTestService(ordersService);
    for (const body of [
      quote(),
      quote({
        name: 'Азиз Каримов',
        phone: '+992 93 000 11 22',
        email: '',
        company: '',
        serviceType: 'sourcing',
      }),
      quote({
        name: 'Li Wei',
        phone: '+86 138 0000 0000',
        email: 'li@factory.cn',
        company: 'Foshan Tiles',
      }),
    ]) {
      ids.quotes.push((await service.call('POST', '/api/quote-requests', { body })).body.id);
    }
    for (const body of [
      contact(),
      contact({ name: 'John Smith', email: 'john@example.com', phone: '', subject: 'Price list' }),
    ]) {
      ids.contacts.push((await service.call('POST', '/api/contact', { body })).body.id);
    }
  }, 30_000);
  afterAll(() => service?.close());

  describe('submissions tell the notifications service in their transaction', () => {
    it('writes quote-request.received and contact-message.received to the outbox', async () => {
      const events = await service.query(
        `SELECT type, consumer, payload FROM orders.outbox WHERE type IN ('quote-request.received', 'contact-message.received') ORDER BY occurred_at`,
      );
      expect(events.map((event: { type: string }) => event.type)).toEqual([
        ...ids.quotes.map(() => 'quote-request.received'),
        ...ids.contacts.map(() => 'contact-message.received'),
      ]);
      expect(events[0]).toMatchObject({
        consumer: 'notifications',
        payload: {
          id: ids.quotes[0],
          name: 'Фарход Саидов',
          phone: '+992 90 123 45 67',
          serviceType: 'logistics',
          sourceCountry: 'Китай',
        },
      });
      // The staff alert carries what it shows: no budget or timeline.
      expect(Object.keys(events[0].payload).sort()).toEqual(
        [
          'company',
          'description',
          'destinationCountry',
          'email',
          'id',
          'name',
          'phone',
          'serviceType',
          'sourceCountry',
        ].sort(),
      );
      expect(events.at(-1)).toMatchObject({
        consumer: 'notifications',
        payload: {
          id: ids.contacts[1],
          email: 'john@example.com',
          phone: null,
          subject: 'Price list',
        },
      });
      expect(Object.keys(events.at(-1).payload).sort()).toEqual(
        ['email', 'id', 'message', 'name', 'phone', 'subject'].sort(),
      );
    });
  });

  describe('lists', () => {
    it('lists quote requests newest first with X-Total-Count and paging', async () => {
      const first = await service.call('GET', '/api/admin/quote-requests', {
        query: { limit: '2' },
      });
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-total-count']).toBe('3');
      expect(first.body.map((request: { id: number }) => request.id)).toEqual([
        ids.quotes[2],
        ids.quotes[1],
      ]);
      expect(first.body[0]).toMatchObject({
        kind: 'quote',
        name: 'Li Wei',
        company: 'Foshan Tiles',
        status: 'new',
        counterpartyId: null,
        orderId: null,
      });
      const second = await service.call('GET', '/api/admin/quote-requests', {
        query: { limit: '2', offset: '2' },
      });
      expect(second.body.map((request: { id: number }) => request.id)).toEqual([ids.quotes[0]]);
    });

    it('lists contact messages newest first', async () => {
      const answer = await service.call('GET', '/api/admin/contact-messages');
      expect(answer.headers['x-total-count']).toBe('2');
      expect(answer.body.map((message: { name: string }) => message.name)).toEqual([
        'John Smith',
        'Мадина Рахимова',
      ]);
      expect(answer.body[1]).toMatchObject({
        kind: 'contact',
        email: 'madina@example.com',
        subject: 'Сотрудничество',
        message: 'Хотим обсудить поставки текстиля',
      });
    });

    it.each([
      ['name', 'азиз', [1]],
      ['company', 'памир', [0]],
      ['e-mail', 'FACTORY.CN', [2]],
      ['phone as typed', '+992 93 000', [1]],
      ['phone digits alone', '901234567', [0]],
    ])('searches by %s', async (_what, q, expected) => {
      const answer = await service.call('GET', '/api/admin/quote-requests', { query: { q } });
      expect(answer.body.map((request: { id: number }) => request.id)).toEqual(
        expected.map((index) => ids.quotes[index]),
      );
      expect(answer.headers['x-total-count']).toBe(String(expected.length));
    });

    it('takes % and _ in a search literally', async () => {
      expect(
        (await service.call('GET', '/api/admin/contact-messages', { query: { q: '%' } })).body,
      ).toEqual([]);
    });

    it('lists both kinds in the inbox, filtered by kind, status and search', async () => {
      const all = await service.call('GET', '/api/admin/requests');
      expect(all.headers['x-total-count']).toBe('5');
      expect(all.body[0]).toMatchObject({
        kind: 'contact',
        id: ids.contacts[1],
        name: 'John Smith',
        topic: 'Price list',
        company: null,
      });
      expect(all.body.at(-1)).toMatchObject({
        kind: 'quote',
        id: ids.quotes[0],
        topic: 'logistics',
        company: 'ООО «Памир Трейд»',
      });
      const contacts = await service.call('GET', '/api/admin/requests', {
        query: { kind: 'contact' },
      });
      expect(contacts.body.map((entry: { kind: string }) => entry.kind)).toEqual([
        'contact',
        'contact',
      ]);
      const found = await service.call('GET', '/api/admin/requests', {
        query: { q: 'example.com' },
      });
      expect(found.body.map((entry: { id: number }) => entry.id)).toEqual([
        ids.contacts[1],
        ids.contacts[0],
      ]);
    });

    it.each([
      ['status', { status: 'closed' }, requestMessages.statusFilter],
      ['limit', { limit: '0' }, requestMessages.limit],
      ['limit', { limit: '201' }, requestMessages.limit],
      ['offset', { offset: '-1' }, requestMessages.offset],
      ['kind', { kind: 'sms' }, requestMessages.kindFilter],
    ])('refuses a bad %s with 400 naming it', async (field, bad, message) => {
      const url = field === 'kind' ? '/api/admin/requests' : '/api/admin/quote-requests';
      const answer = await service.call('GET', url, { query: bad });
      expect(answer.statusCode).toBe(400);
      expect(answer.body.fieldErrors).toEqual({ [field]: [message] });
    });
  });

  describe('one request', () => {
    it('answers every field and an empty history', async () => {
      const answer = await service.call('GET', `/api/admin/quote-requests/${ids.quotes[0]}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toMatchObject({
        ...quote(),
        id: ids.quotes[0],
        kind: 'quote',
        status: 'new',
        estimatedBudget: null,
        timeline: null,
        history: [],
      });
      const message = await service.call('GET', `/api/admin/contact-messages/${ids.contacts[0]}`);
      expect(message.body).toMatchObject({ ...contact(), kind: 'contact', history: [] });
    });

    it.each([
      ['GET', '/api/admin/quote-requests/999999', requestMessages.quoteNotFound],
      ['GET', '/api/admin/contact-messages/999999', requestMessages.contactNotFound],
      ['PATCH', '/api/admin/quote-requests/999999/status', requestMessages.quoteNotFound],
      ['PATCH', '/api/admin/contact-messages/999999/status', requestMessages.contactNotFound],
      ['POST', '/api/admin/quote-requests/999999/convert', requestMessages.quoteNotFound],
    ] as const)('%s %s answers 404', async (method, url, message) => {
      const answer = await service.call(
        method,
        url,
        method === 'PATCH' ? { body: { status: 'done' } } : {},
      );
      expect(answer.statusCode).toBe(404);
      expect(answer.body.message).toBe(message);
    });

    it('refuses an id that is not a positive integer', async () => {
      expect((await service.call('GET', '/api/admin/quote-requests/abc')).statusCode).toBe(400);
    });
  });

  describe('status changes', () => {
    it('changes the status and records who, when and the note', async () => {
      const before = Date.now();
      const answer = await service.call(
        'PATCH',
        `/api/admin/contact-messages/${ids.contacts[0]}/status`,
        { body: { status: 'in_progress', note: '  Перезвонить в понедельник ' }, headers: admin },
      );
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toMatchObject({
        status: 'in_progress',
        history: [
          {
            fromStatus: 'new',
            toStatus: 'in_progress',
            note: 'Перезвонить в понедельник',
            changedBy: 'manager1',
          },
        ],
      });
      expect(new Date(answer.body.history[0].changedAt).getTime()).toBeGreaterThanOrEqual(
        before - 1000,
      );
      const done = await service.call(
        'PATCH',
        `/api/admin/contact-messages/${ids.contacts[0]}/status`,
        { body: { status: 'done' }, headers: { 'x-admin-username': 'manager2' } },
      );
      expect(
        done.body.history.map(
          (change: { toStatus: string; changedBy: string; note: string | null }) => [
            change.toStatus,
            change.changedBy,
            change.note,
          ],
        ),
      ).toEqual([
        ['in_progress', 'manager1', 'Перезвонить в понедельник'],
        ['done', 'manager2', null],
      ]);
    });

    it('records nothing for the same status without a note', async () => {
      const answer = await service.call(
        'PATCH',
        `/api/admin/contact-messages/${ids.contacts[0]}/status`,
        { body: { status: 'done' }, headers: admin },
      );
      expect(answer.body.history).toHaveLength(2);
    });

    it.each([
      ['an unknown status', { status: 'closed' }, 'status', requestMessages.status],
      ['no status', { note: 'x' }, 'status', requestMessages.status],
      ['a note that is not text', { status: 'done', note: 42 }, 'note', undefined],
      ['a note too long', { status: 'done', note: 'x'.repeat(2001) }, 'note', requestMessages.note],
    ])(
      'refuses %s with 400 naming the field and writes nothing',
      async (_what, body, field, message) => {
        const answer = await service.call(
          'PATCH',
          `/api/admin/quote-requests/${ids.quotes[1]}/status`,
          { body, headers: admin },
        );
        expect(answer.statusCode).toBe(400);
        expect(Object.keys(answer.body.fieldErrors)).toEqual([field]);
        if (message) expect(answer.body.fieldErrors[field]).toEqual([message]);
        const [stored] = await service.query(
          `SELECT status FROM orders.quote_requests WHERE id = $1`,
          [ids.quotes[1]],
        );
        expect(stored.status).toBe('new');
        expect(
          await service.query(
            `SELECT * FROM orders.request_status_changes WHERE request_kind = 'quote' AND request_id = $1`,
            [ids.quotes[1]],
          ),
        ).toEqual([]);
      },
    );

    it('filters lists by status', async () => {
      const done = await service.call('GET', '/api/admin/contact-messages', {
        query: { status: 'done' },
      });
      expect(done.body.map((message: { id: number }) => message.id)).toEqual([ids.contacts[0]]);
      const fresh = await service.call('GET', '/api/admin/requests', { query: { status: 'new' } });
      expect(fresh.headers['x-total-count']).toBe('4');
    });
  });

  describe('the summary', () => {
    it('counts the new requests of each kind', async () => {
      const answer = await service.call('GET', '/api/admin/requests/summary');
      expect(answer.statusCode).toBe(200);
      const [{ quotes, contacts }] = await service.query(
        `SELECT (SELECT count(*)::int FROM orders.quote_requests WHERE status = 'new') AS quotes, (SELECT count(*)::int FROM orders.contact_messages WHERE status = 'new') AS contacts`,
      );
      expect(answer.body).toEqual({
        quoteRequests: { new: quotes },
        contactMessages: { new: contacts },
      });
      expect(answer.body.contactMessages.new).toBe(1);
    });
  });

  describe('converting a quote request into a client and an order', () => {
    it('creates the client and an order with the service, route and description in its comments', async () => {
      const answer = await service.call(
        'POST',
        `/api/admin/quote-requests/${ids.quotes[2]}/convert`,
        { headers: admin },
      );
      expect(answer.statusCode).toBe(200);
      const { counterpartyId, orderId } = answer.body;
      const counterparty = (
        await service.call('GET', `/api/admin/counterparties/${counterpartyId}`)
      ).body;
      expect(counterparty).toMatchObject({
        name: 'Li Wei',
        company: 'Foshan Tiles',
        phone: '+86 138 0000 0000',
        email: 'li@factory.cn',
        type: 'client',
      });
      const order = (await service.call('GET', `/api/admin/orders/${orderId}`)).body;
      expect(order).toMatchObject({ counterpartyId, status: 'active', destination: 'Таджикистан' });
      expect(order.comments).toContain('Услуга: Логистика');
      expect(order.comments).toContain('Маршрут: Китай → Таджикистан');
      expect(order.comments).toContain(quote().description);
      const request = (await service.call('GET', `/api/admin/quote-requests/${ids.quotes[2]}`))
        .body;
      expect(request).toMatchObject({
        status: 'in_progress',
        counterpartyId,
        orderId,
        history: [{ fromStatus: 'new', toStatus: 'in_progress', changedBy: 'manager1' }],
      });
    });

    it('gives the same client and order when converted twice, also at once', async () => {
      const first = await service.call(
        'POST',
        `/api/admin/quote-requests/${ids.quotes[1]}/convert`,
        { headers: admin },
      );
      const again = await Promise.all(
        [1, 2, 3].map(() =>
          service.call('POST', `/api/admin/quote-requests/${ids.quotes[1]}/convert`, {
            headers: admin,
          }),
        ),
      );
      for (const answer of again) expect(answer.body).toEqual(first.body);
      const [{ orders }] = await service.query(
        `SELECT count(*)::int AS orders FROM orders.orders WHERE counterparty_id = $1`,
        [first.body.counterpartyId],
      );
      expect(orders).toBe(1);
    });

    it('links the counterparty that has the same phone (digits compared) or e-mail', async () => {
      const existing = (
        await service.call('POST', '/api/admin/counterparties', {
          body: { name: 'Фарход (старый клиент)', phone: '+992-90-123-45-67', type: 'both' },
        })
      ).body;
      const answer = await service.call(
        'POST',
        `/api/admin/quote-requests/${ids.quotes[0]}/convert`,
        { headers: admin },
      );
      expect(answer.body.counterpartyId).toBe(existing.id);
      const withEmail = (
        await service.call('POST', '/api/admin/counterparties', {
          body: { name: 'Тиллохон', email: 'buyer@tiles.tj' },
        })
      ).body;
      const byEmail = (
        await service.call('POST', '/api/quote-requests', {
          body: quote({ name: 'Другой', phone: '+7 912 345-67-89', email: 'BUYER@tiles.tj' }),
        })
      ).body.id;
      expect(
        (
          await service.call('POST', `/api/admin/quote-requests/${byEmail}/convert`, {
            headers: admin,
          })
        ).body.counterpartyId,
      ).toBe(withEmail.id);
    });
  });
});
