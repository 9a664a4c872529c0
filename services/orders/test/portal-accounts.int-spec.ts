import {
  api,
  PORTAL_COUNTERPARTY_HEADER,
  type PortalClientAnswer,
  portalMessages,
} from '@silkway/contracts';
import {
  itSweepsEachCall,
  startTestService,
  sweepOf,
  type TestService,
} from '@silkway/service-kit/testing';
import { DataSource } from 'typeorm';
import type { OrdersConfig } from '../src/config.js';
import { AnnouncePortalClients1795700000000 } from '../src/migrations/1795700000000-announce-portal-clients.js';
import { ordersService } from '../src/service.js';
import { type IdentityEndpoint, startIdentityEndpoint } from './testing/identity-endpoint.js';
import {
  startStoredFilesEndpoint,
  type StoredFilesEndpoint,
} from './testing/stored-files-endpoint.js';
import { PNG_BASE64, PNG_DATA_URL } from './testing/tiny-png.js';
import { waitFor } from './testing/wait-for.js';

jest.setTimeout(60_000);

const EXTERNAL_PHOTO = 'https://cdn.example.com/photos/cable.jpg';
/** Alpha, given access in Tajik, as orders answers it to identity (internal call) and to the client (/me). */
const ALPHA_AS_CLIENT: PortalClientAnswer = {
  name: 'Фарход Рахимов',
  company: 'Памир Трейд',
  email: 'Farhod@Pamir.tj',
  language: 'tj',
  telegramLinked: false,
};

type LinkEvent = {
  counterpartyId: number;
  email: string;
  language: string;
  token: string;
  reason: string;
};

describe('orders service: client accounts', () => {
  let service: TestService<OrdersConfig>;
  let files: StoredFilesEndpoint;
  let identity: IdentityEndpoint;
  let alpha: number;
  let beta: number;
  let noEmail: number;
  const alphaOrders: number[] = [];
  let betaOrder: number;
  let deletedOrder: number;

  const asClient = (id: number) => ({ headers: { [PORTAL_COUNTERPARTY_HEADER]: String(id) } });
  const linkEvents = async (counterpartyId: number) =>
    (
      await service.query<{ payload: LinkEvent }>(
        `SELECT payload FROM orders.outbox WHERE type = 'portal.sign-in-link-issued' ORDER BY occurred_at`,
      )
    )
      .map((row) => row.payload)
      .filter((payload) => payload.counterpartyId === counterpartyId);
  const clientChanges = async (counterpartyId: number) =>
    (
      await service.query<{ payload: Record<string, unknown>; consumer: string }>(
        `SELECT payload, consumer FROM orders.outbox WHERE type = 'portal.client-changed' ORDER BY occurred_at`,
      )
    )
      .filter((row) => row.payload.counterpartyId === counterpartyId)
      .map((row) => [row.consumer, row.payload]);
  const clientWithAccess = (id: number, options = {}) =>
    service.call('GET', `/internal/portal/clients/${id}`, options);

  beforeAll(async () => {
    files = await startStoredFilesEndpoint();
    identity = await startIdentityEndpoint();
    service = await startTestService(ordersService, {
      PORTAL_SIGN_INS_PER_EMAIL: '3',
      FILES_URL: files.url,
      IDENTITY_URL: identity.url,
    });
    const counterparty = async (body: Record<string, unknown>) =>
      (await service.call('POST', '/api/admin/counterparties', { body })).body.id as number;
    alpha = await counterparty({
      name: 'Фарход Рахимов',
      company: 'Памир Трейд',
      email: 'Farhod@Pamir.tj',
      creditLimit: 5000,
    });
    beta = await counterparty({ name: 'Zhao Lei', email: 'zhao@example.cn' });
    noEmail = await counterparty({ name: 'Без почты' });
    const order = async (name: string, counterpartyId: number, items: unknown[]) => {
      const { body } = await service.call('POST', '/api/admin/orders', {
        body: { name, counterpartyId, comments: 'внутренняя заметка' },
      });
      for (const item of items)
        await service.call('POST', `/api/admin/orders/${body.id}/items`, { body: item });
      return body.id as number;
    };
    alphaOrders.push(
      await order('Плитка', alpha, [
        {
          code: 'P-1',
          name: 'Плитка 60×60',
          quantity: 10,
          pricePerUnit: 12.5,
          paymentStatus: 'paid',
        },
        { code: 'P-2', name: 'Клей', quantity: 4, pricePerUnit: 0.1 },
      ]),
    );
    alphaOrders.push(
      await order('Кабель', alpha, [
        { code: 'K-1', name: 'Кабель', quantity: 3, photos: [PNG_DATA_URL, EXTERNAL_PHOTO] },
      ]),
    );
    betaOrder = await order('Термосы', beta, [
      { code: 'T-1', name: 'Термос', quantity: 2, photos: [PNG_DATA_URL] },
    ]);
    deletedOrder = await order('Удалённый', alpha, []);
    expect((await service.call('DELETE', `/api/admin/orders/${deletedOrder}`)).statusCode).toBe(
      204,
    );
  });
  afterAll(async () => {
    await service?.close();
    await files?.close();
    await identity?.close();
  });

  describe('invitations', () => {
    it('refuses an unknown counterparty (404), one without an e-mail and a bad language (400), writing nothing', async () => {
      expect(
        (await service.call('POST', '/api/admin/counterparties/9999/portal-invite', { body: {} }))
          .statusCode,
      ).toBe(404);
      const withoutEmail = await service.call(
        'POST',
        `/api/admin/counterparties/${noEmail}/portal-invite`,
        { body: {} },
      );
      expect(withoutEmail.statusCode).toBe(400);
      expect(withoutEmail.body.fieldErrors).toEqual({ email: [portalMessages.noEmail] });
      const badLanguage = await service.call(
        'POST',
        `/api/admin/counterparties/${alpha}/portal-invite`,
        { body: { language: 'fr' } },
      );
      expect(badLanguage.statusCode).toBe(400);
      expect(Object.keys(badLanguage.body.fieldErrors)).toEqual(['language']);
      expect(identity.issued).toEqual([]);
      expect(
        (await service.call('GET', `/api/admin/counterparties/${alpha}`)).body.portalAccess,
      ).toBe(false);
    });

    it('gives access and has a link e-mailed in the chosen language, its token from identity', async () => {
      const invited = await service.call(
        'POST',
        `/api/admin/counterparties/${alpha}/portal-invite`,
        { body: { language: 'tj' } },
      );
      expect(invited.statusCode).toBe(202);
      expect(invited.body).toEqual({ accepted: true });
      // The back office shows the language, so sending a link again keeps it.
      const { portalAccess, portalLanguage } = (
        await service.call('GET', `/api/admin/counterparties/${alpha}`)
      ).body;
      expect({ portalAccess, portalLanguage }).toEqual({
        portalAccess: true,
        portalLanguage: 'tj',
      });
      const [link] = await linkEvents(alpha);
      expect(link).toMatchObject({
        email: 'Farhod@Pamir.tj',
        language: 'tj',
        reason: 'invite',
      });
      expect(identity.issued).toEqual([{ counterpartyId: alpha, token: link!.token }]);
      // The notifications service hears of the account: it follows all the client's orders.
      expect(await clientChanges(alpha)).toEqual([
        [
          'notifications',
          {
            counterpartyId: alpha,
            email: 'Farhod@Pamir.tj',
            language: 'tj',
            access: true,
            telegramChatId: null,
          },
        ],
      ]);
    });
  });

  describe("identity's question when a link checks out", () => {
    it('answers the client with access, 404 for one without (any more), to the internal token only', async () => {
      const answer = await clientWithAccess(alpha);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toEqual(ALPHA_AS_CLIENT);
      for (const id of [beta, noEmail, 9999])
        expect((await clientWithAccess(id)).statusCode).toBe(404);
      expect((await clientWithAccess(alpha, { token: false })).statusCode).toBe(401);
    });

    it('invites no one while identity cannot issue the link (503), writing nothing', async () => {
      const before = (await linkEvents(beta)).length;
      identity.down = true;
      const refused = await service.call(
        'POST',
        `/api/admin/counterparties/${beta}/portal-invite`,
        { body: {} },
      );
      identity.down = false;
      expect(refused.statusCode).toBe(503);
      expect(refused.body.message).toBe(
        'Сервис входа не ответил, и ссылку для входа не удалось выдать или отозвать: повторите попытку',
      );
      expect(await linkEvents(beta)).toHaveLength(before);
      expect(
        (await service.call('GET', `/api/admin/counterparties/${beta}`)).body.portalAccess,
      ).toBe(false);
    });
  });

  describe('asking for a link', () => {
    const ask = (email: string, language = 'en') =>
      service.call('POST', '/api/portal/sign-in', { body: { email, language } });

    it('answers alike for a client and for a stranger; only the client gets a link, after the answer', async () => {
      const before = (await linkEvents(alpha)).length;
      const known = await ask('farhod@pamir.tj', 'zh');
      const unknown = await ask('stranger@example.com', 'zh');
      expect([known.statusCode, known.body]).toEqual([202, { accepted: true }]);
      expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
      const link = await waitFor(
        async () => (await linkEvents(alpha))[before],
        'the client has its link',
      );
      expect(link).toMatchObject({ reason: 'sign-in', language: 'zh', email: 'Farhod@Pamir.tj' });
      // Both requests went through the same event; the stranger's left no link and no token.
      await waitFor(async () => {
        const [row] = await service.query<{ pending: number }>(
          `SELECT count(*)::int AS pending FROM orders.outbox o
            WHERE o.type = 'portal.sign-in-requested'
              AND NOT EXISTS (SELECT 1 FROM orders.processed_events p WHERE p.event_id = o.id)`,
        );
        return row?.pending === 0 ? true : undefined;
      }, 'both requests are handled');
      expect([...new Set(identity.issued.map((issued) => issued.counterpartyId))]).toEqual([alpha]);
    });

    it('makes the language a client asked in its language, which its later e-mails use', async () => {
      const language = async () =>
        (await service.call('GET', '/api/portal/me', asClient(alpha))).body.language;
      const askedIn = async (chosen: string) => {
        const before = (await linkEvents(alpha)).length;
        expect((await ask('Farhod@Pamir.tj', chosen)).statusCode).toBe(202);
        return waitFor(async () => (await linkEvents(alpha))[before], `a link asked in ${chosen}`);
      };
      expect(await askedIn('en')).toMatchObject({ language: 'en' });
      expect(await language()).toBe('en');
      // Back to the language the other tests expect, by asking in it.
      expect(await askedIn('tj')).toMatchObject({ language: 'tj' });
      expect(await language()).toBe('tj');
    });

    it('limits one address (any address alike) with 429 and Retry-After', async () => {
      for (let call = 0; call < 3; call += 1)
        expect((await ask('limited@example.com')).statusCode).toBe(202);
      const refused = await ask('LIMITED@example.com');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await ask('other@example.com')).statusCode).toBe(202);
    });

    it('names the field of a bad e-mail or language', async () => {
      const badEmail = await ask('not-an-email');
      expect([badEmail.statusCode, Object.keys(badEmail.body.fieldErrors)]).toEqual([
        400,
        ['email'],
      ]);
      const badLanguage = await ask('a@example.com', 'de');
      expect([badLanguage.statusCode, Object.keys(badLanguage.body.fieldErrors)]).toEqual([
        400,
        ['language'],
      ]);
    });
  });

  describe('telling the notifications service', () => {
    it('announces, once when the migration runs, every client that already had an account', async () => {
      const before = (await clientChanges(alpha)).length;
      const runner = service.app.get(DataSource).createQueryRunner();
      try {
        await new AnnouncePortalClients1795700000000().up(runner);
      } finally {
        await runner.release();
      }
      expect((await clientChanges(alpha)).slice(before)).toEqual([
        [
          'notifications',
          { counterpartyId: alpha, email: 'Farhod@Pamir.tj', language: 'tj', access: true },
        ],
      ]);
      // Beta (no account) and the counterparty without an e-mail are not announced.
      expect(await clientChanges(beta)).toEqual([]);
      expect(await clientChanges(noEmail)).toEqual([]);
    });

    it("announces a client's new address, and nothing for a counterparty without an account", async () => {
      const before = (await clientChanges(alpha)).length;
      const update = async (id: number, email: string) => {
        const { name } = (await service.call('GET', `/api/admin/counterparties/${id}`)).body;
        return service.call('PUT', `/api/admin/counterparties/${id}`, { body: { name, email } });
      };
      expect((await update(alpha, 'sales@pamir.tj')).statusCode).toBe(200);
      expect((await update(alpha, 'Farhod@Pamir.tj')).statusCode).toBe(200);
      expect((await clientChanges(alpha)).slice(before).map(([, payload]) => payload)).toEqual([
        {
          counterpartyId: alpha,
          email: 'sales@pamir.tj',
          language: 'tj',
          access: true,
          telegramChatId: null,
        },
        {
          counterpartyId: alpha,
          email: 'Farhod@Pamir.tj',
          language: 'tj',
          access: true,
          telegramChatId: null,
        },
      ]);
      expect((await update(beta, 'zhao@example.com')).statusCode).toBe(200);
      expect(await clientChanges(beta)).toEqual([]);
    });
  });

  describe('what a signed-in client sees', () => {
    it('its own details', async () => {
      const me = await service.call('GET', '/api/portal/me', asClient(alpha));
      expect(me.statusCode).toBe(200);
      expect(me.body).toEqual(ALPHA_AS_CLIENT);
    });

    it('only its own orders, newest first, with the total count, filters and search', async () => {
      const list = await service.call('GET', '/api/portal/orders', asClient(alpha));
      expect(list.statusCode).toBe(200);
      expect(list.headers['x-total-count']).toBe('2');
      expect(list.body.map((order: { id: number }) => order.id)).toEqual(
        [...alphaOrders].reverse(),
      );
      expect(JSON.stringify(list.body)).not.toMatch(/внутренняя|comments|counterparty/);
      const searched = await service.call('GET', '/api/portal/orders', {
        ...asClient(alpha),
        query: { q: 'Терм' },
      });
      expect(searched.body).toEqual([]);
      const completed = await service.call('GET', '/api/portal/orders', {
        ...asClient(alpha),
        query: { status: 'completed' },
      });
      expect(completed.body).toEqual([]);
    });

    it('one order with its items, totals by the spec and payment state; no staff fields', async () => {
      const { statusCode, body } = await service.call(
        'GET',
        `/api/portal/orders/${alphaOrders[0]}`,
        asClient(alpha),
      );
      expect(statusCode).toBe(200);
      expect(body).toMatchObject({
        id: alphaOrders[0],
        name: 'Плитка',
        totalQuantity: 14,
        totalAmount: 125.4,
        paidAmount: 125,
        remainingAmount: 0.4,
        paymentState: 'partial',
      });
      expect(body.items.map((item: { code: string }) => item.code)).toEqual(['P-1', 'P-2']);
      expect(body.items[0]).toEqual({
        code: 'P-1',
        name: 'Плитка 60×60',
        quantity: 10,
        status: 'На складе',
        paymentStatus: 'paid',
        photos: [],
        truckNumber: null,
        deliveryPeriod: null,
        expectedDeliveryDate: null,
        totalAmount: 125,
        remainingAmount: 0,
      });
      expect(body).not.toHaveProperty('comments');
    });

    it("its items' photos as addresses of its own order, each streamed from the files service", async () => {
      const { body } = await service.call(
        'GET',
        `/api/portal/orders/${alphaOrders[1]}`,
        asClient(alpha),
      );
      // The first stored photo is file 1 (alpha's), the second file 2 (beta's).
      const own = `/api/portal/orders/${alphaOrders[1]}/photos/1`;
      expect(body.items[0].photos).toEqual([own, EXTERNAL_PHOTO]);
      const photo = await service.call('GET', own, asClient(alpha));
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/png');
      expect(photo.headers['cache-control']).toBe('private, max-age=3600');
      expect(photo.headers).not.toHaveProperty('x-internal-detail');
      expect(photo.rawBody.equals(Buffer.from(PNG_BASE64, 'base64'))).toBe(true);
      expect(files.downloads.at(-1)).toBe('/api/files/1/download');
    });

    it("answers another client's photo, a photo through another order, a deleted order and an unknown file with the order's 404, before asking the files service", async () => {
      const downloadsBefore = files.downloads.length;
      const order = await service.call('GET', `/api/portal/orders/${betaOrder}`, asClient(alpha));
      expect(order.statusCode).toBe(404);
      const refusals = [
        `${betaOrder}/photos/2`, // the other client's photo through its order
        `${alphaOrders[1]}/photos/2`, // the other client's photo through an own order
        `${alphaOrders[0]}/photos/1`, // an own photo through an order that does not show it
        `${deletedOrder}/photos/1`,
        `${alphaOrders[1]}/photos/999`,
        `999999/photos/1`,
      ];
      for (const path of refusals) {
        const answer = await service.call('GET', `/api/portal/orders/${path}`, asClient(alpha));
        expect({ path, status: answer.statusCode, message: answer.body.message }).toEqual({
          path,
          status: 404,
          message: order.body.message,
        });
      }
      expect(files.downloads.length).toBe(downloadsBefore);
      // Beta has no account (never invited), and a call without a client is no one's: both 401.
      const betaOwn = await service.call(
        'GET',
        `/api/portal/orders/${betaOrder}/photos/2`,
        asClient(beta),
      );
      expect(betaOwn.statusCode).toBe(401);
      expect(
        (await service.call('GET', `/api/portal/orders/${alphaOrders[1]}/photos/1`)).statusCode,
      ).toBe(401);
    });

    it('its invoice and packing list, from the same renderer as staff', async () => {
      for (const document of ['invoice', 'packing-list']) {
        const pdf = await service.call(
          'GET',
          `/api/portal/orders/${alphaOrders[0]}/${document}.pdf`,
          { ...asClient(alpha), query: { lang: 'tj' } },
        );
        expect(pdf.statusCode).toBe(200);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        expect(pdf.rawBody.subarray(0, 5).toString()).toBe('%PDF-');
      }
    });

    it('its balance from the payments ledger and its orders', async () => {
      const balance = await service.call('GET', '/api/portal/balance', asClient(alpha));
      // The ledger's debt: what its items still owe (125.40 − 125 paid), no opening balance.
      expect(balance.body).toEqual({ credit: 5000, debt: 0.4, ordersTotal: 125.4, paid: 125 });
    });

    it("answers another client's order, a deleted one and an unknown id with the same 404", async () => {
      const answers = [];
      for (const id of [betaOrder, deletedOrder, 999_999])
        for (const path of [
          `${id}`,
          `${id}/invoice.pdf?lang=ru`,
          `${id}/packing-list.pdf?lang=ru`,
        ]) {
          const answer = await service.call('GET', `/api/portal/orders/${path}`, asClient(alpha));
          answers.push([answer.statusCode, answer.body.message]);
        }
      expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(
        new Set([JSON.stringify(answers[0])]),
      );
      expect(answers[0]![0]).toBe(404);
    });

    it('refuses a call without the client, or for a counterparty without access (401)', async () => {
      for (const options of [{}, asClient(beta), asClient(noEmail), asClient(0)])
        expect((await service.call('GET', '/api/portal/orders', options)).statusCode).toBe(401);
    });
  });

  describe('revoking', () => {
    it('ends access at once and has identity void its unused links and end its sessions (204; 404 for an unknown counterparty)', async () => {
      await service.call('POST', `/api/admin/counterparties/${alpha}/portal-invite`, { body: {} });
      expect(
        (await service.call('DELETE', '/api/admin/counterparties/9999/portal-access')).statusCode,
      ).toBe(404);
      const revoked = await service.call(
        'DELETE',
        `/api/admin/counterparties/${alpha}/portal-access`,
      );
      expect(revoked.statusCode).toBe(204);
      expect((await service.call('GET', '/api/portal/me', asClient(alpha))).statusCode).toBe(401);
      expect((await clientWithAccess(alpha)).statusCode).toBe(404);
      expect(identity.accessEnded).toEqual([alpha]);
      expect(
        (await service.call('GET', `/api/admin/counterparties/${alpha}`)).body.portalAccess,
      ).toBe(false);
      expect((await clientChanges(alpha)).at(-1)).toEqual([
        'notifications',
        {
          counterpartyId: alpha,
          email: 'Farhod@Pamir.tj',
          language: 'tj',
          access: false,
          telegramChatId: null,
        },
      ]);
    });

    it('has identity void the links and end the sessions of a deleted counterparty with an account, also while identity does not answer', async () => {
      const withAccount = async () => {
        const created = await service.call('POST', '/api/admin/counterparties', {
          body: { name: 'Клиент на удаление', email: `gone-${identity.issued.length}@pamir.tj` },
        });
        await service.call('POST', `/api/admin/counterparties/${created.body.id}/portal-invite`, {
          body: {},
        });
        return created.body.id as number;
      };
      const gone = await withAccount();
      expect((await service.call('DELETE', `/api/admin/counterparties/${gone}`)).statusCode).toBe(
        204,
      );
      expect(identity.accessEnded.at(-1)).toBe(gone);

      const goneWhileDown = await withAccount();
      identity.down = true;
      const deleted = await service.call('DELETE', `/api/admin/counterparties/${goneWhileDown}`);
      identity.down = false;
      expect(deleted.statusCode).toBe(204);
      expect((await clientWithAccess(goneWhileDown)).statusCode).toBe(404);
    });

    it('takes access back even while identity does not answer, and asks for the revocation again (503) to end the sessions', async () => {
      await service.call('POST', `/api/admin/counterparties/${alpha}/portal-invite`, { body: {} });
      identity.down = true;
      const refused = await service.call(
        'DELETE',
        `/api/admin/counterparties/${alpha}/portal-access`,
      );
      identity.down = false;
      expect(refused.statusCode).toBe(503);
      expect((await service.call('GET', '/api/portal/me', asClient(alpha))).statusCode).toBe(401);
      const ended = identity.accessEnded.length;
      const repeated = await service.call(
        'DELETE',
        `/api/admin/counterparties/${alpha}/portal-access`,
      );
      expect(repeated.statusCode).toBe(204);
      expect(identity.accessEnded.slice(ended)).toEqual([alpha]);
    });
  });

  describe('generated bad inputs', () => {
    itSweepsEachCall(
      'orders (client accounts)',
      () => ({
        app: service.app,
        call: (method, url, options = {}) =>
          service.call(method, url, {
            ...options,
            headers: { ...asClient(beta).headers, ...options.headers },
          }),
      }),
      [
        sweepOf(api.portal.requestSignIn, { body: { email: 'a@example.com', language: 'ru' } }),
        sweepOf(api.portalAccess.invite, { params: { id: '2' }, body: { language: 'ru' } }),
        sweepOf(api.portal.orders, { query: { status: 'all' } }),
        sweepOf(api.portal.order, { params: { id: '3' } }),
        sweepOf(api.portal.invoice, { params: { id: '3' }, query: { lang: 'ru' } }),
        sweepOf(api.portal.orderPhoto, { params: { id: '3', fileId: '2' } }),
        sweepOf(api.portalAccess.revoke, { params: { id: '2' } }),
      ],
      { ignoredTables: ['portal_sign_in_requests'] },
    );
  });
});
