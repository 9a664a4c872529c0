import { api, PORTAL_COUNTERPARTY_HEADER, TELEGRAM_SECRET_HEADER } from '@silkway/contracts';
import {
  itSweepsEachCall,
  startTestService,
  sweepOf,
  type TestService,
} from '@silkway/service-kit/testing';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';
import { type IdentityEndpoint, startIdentityEndpoint } from './testing/identity-endpoint.js';

jest.setTimeout(60_000);

const SECRET = 'telegram-webhook-secret-for-tests';
const BOT = 'SilkwayTestBot';

type Answer = {
  chatId: string;
  language: string;
  answer: string;
  orders?: Array<{ id: number; code: string; name: string; items: unknown[] }>;
};

describe('orders service: clients on Telegram', () => {
  let service: TestService<OrdersConfig>;
  let identity: IdentityEndpoint;
  let client: number;
  let other: number;
  let activeOrder: number;
  let updateId = 1;

  const asClient = (id: number) => ({ headers: { [PORTAL_COUNTERPARTY_HEADER]: String(id) } });
  const outboxOf = async <T>(type: string) =>
    (
      await service.query<{ payload: T }>(
        `SELECT payload FROM orders.outbox WHERE type = $1 ORDER BY occurred_at, id`,
        [type],
      )
    ).map((row) => row.payload);
  const answersTo = async (chatId: number) =>
    (await outboxOf<Answer>('portal.telegram-answer')).filter((a) => a.chatId === String(chatId));
  const chatOf = async (counterpartyId: number) =>
    (
      await outboxOf<{ counterpartyId: number; telegramChatId: string | null }>(
        'portal.client-changed',
      )
    )
      .filter((payload) => payload.counterpartyId === counterpartyId)
      .at(-1)?.telegramChatId;
  const post = (chatId: number, text: string, secret: string | null = SECRET, language = 'en') =>
    service.call('POST', '/api/telegram/webhook', {
      headers: secret === null ? {} : { [TELEGRAM_SECRET_HEADER]: secret },
      body: {
        update_id: updateId++,
        message: {
          message_id: updateId,
          date: 1,
          chat: { id: chatId, type: 'private' },
          from: { id: chatId, is_bot: false, first_name: 'Rustam', language_code: language },
          text,
        },
      },
    });
  const newLink = async (id = client) => {
    const link = await service.call('POST', '/api/portal/telegram-link', asClient(id));
    expect(link.statusCode).toBe(201);
    return link.body as { url: string; expiresAt: string };
  };
  const tokenOf = (url: string) => new URL(url).searchParams.get('start')!;

  beforeAll(async () => {
    identity = await startIdentityEndpoint();
    service = await startTestService(ordersService, {
      IDENTITY_URL: identity.url,
      TELEGRAM_BOT_USERNAME: BOT,
      TELEGRAM_WEBHOOK_SECRET: SECRET,
    });
    const counterparty = async (name: string, email: string, language: string) => {
      const { id } = (
        await service.call('POST', '/api/admin/counterparties', { body: { name, email } })
      ).body as { id: number };
      await service.call('POST', `/api/admin/counterparties/${id}/portal-invite`, {
        body: { language },
      });
      return id;
    };
    client = await counterparty('Рустам', 'rustam@pamir.tj', 'tj');
    other = await counterparty('Zhao', 'zhao@example.cn', 'zh');
    const order = async (name: string, status: 'active' | 'completed') => {
      const { body } = await service.call('POST', '/api/admin/orders', {
        body: { name, counterpartyId: client, status },
      });
      await service.call('POST', `/api/admin/orders/${body.id}/items`, {
        body: { code: 'P-1', name: 'Плитка', quantity: 2 },
      });
      return body.id as number;
    };
    activeOrder = await order('Плитка', 'active');
    await order('Старый', 'completed');
  });
  afterAll(async () => {
    await service?.close();
    await identity?.close();
  });

  it('gives a signed-in client a t.me link with a one-time token valid 15 minutes, kept only as its hash', async () => {
    const before = Date.now();
    const { url, expiresAt } = await newLink();
    expect(url).toMatch(new RegExp(`^https://t\\.me/${BOT}\\?start=[A-Za-z0-9_-]{43}$`));
    const minutes = (Date.parse(expiresAt) - before) / 60_000;
    expect(minutes).toBeGreaterThan(14.9);
    expect(minutes).toBeLessThan(15.1);
    const stored = await service.query<{ token_hash: string }>(
      `SELECT token_hash FROM orders.portal_telegram_tokens WHERE counterparty_id = $1`,
      [client],
    );
    expect(stored.map((row) => row.token_hash)).not.toContain(tokenOf(url));
    expect((await service.call('POST', '/api/portal/telegram-link')).statusCode).toBe(401);
    expect(
      (await service.call('GET', '/api/portal/me', asClient(client))).body.telegramLinked,
    ).toBe(false);
  });

  it('refuses a webhook call without the secret or with another one (401), reading nothing', async () => {
    const before = (await outboxOf('portal.telegram-answer')).length;
    expect((await post(100, '/orders', null)).statusCode).toBe(401);
    expect((await post(100, '/orders', 'wrong-secret-wrong-secret')).statusCode).toBe(401);
    expect(
      (await service.call('POST', '/api/telegram/webhook', { body: { not: 'an update' } }))
        .statusCode,
    ).toBe(401);
    expect((await outboxOf('portal.telegram-answer')).length).toBe(before);
  });

  it("links the chat with /start <token> and answers in the client's language; the same token links no second chat", async () => {
    const token = tokenOf((await newLink()).url);
    expect((await post(101, `/start ${token}`)).statusCode).toBe(200);
    expect(await answersTo(101)).toEqual([{ chatId: '101', language: 'tj', answer: 'linked' }]);
    expect(await chatOf(client)).toBe('101');
    expect(
      (await service.call('GET', '/api/portal/me', asClient(client))).body.telegramLinked,
    ).toBe(true);
    // Telegram sending the same update again: still linked, said again.
    await post(101, `/start ${token}`);
    expect((await answersTo(101)).map((a) => a.answer)).toEqual(['linked', 'linked']);
    // Another chat with the used token: a polite refusal in the client's language.
    await post(102, `/start ${token}`);
    expect(await answersTo(102)).toEqual([{ chatId: '102', language: 'tj', answer: 'refused' }]);
    expect(await chatOf(client)).toBe('101');
  });

  it('refuses an expired or forged token, a forged one in the chat’s own language', async () => {
    const token = tokenOf((await newLink(other)).url);
    await service.query(
      `UPDATE orders.portal_telegram_tokens SET expires_at = now() - interval '1 second' WHERE counterparty_id = $1 AND used_at IS NULL`,
      [other],
    );
    await post(103, `/start ${token}`);
    expect(await answersTo(103)).toEqual([{ chatId: '103', language: 'zh', answer: 'refused' }]);
    await post(104, '/start forged-token', SECRET, 'tg');
    await post(104, '/start');
    expect((await answersTo(104)).map((a) => [a.language, a.answer])).toEqual([
      ['tj', 'refused'],
      ['en', 'refused'],
    ]);
    expect(await chatOf(other)).toBeNull();
  });

  it('lists the active orders of the linked client with their items’ statuses on /orders', async () => {
    await post(101, '/orders');
    const [answer] = (await answersTo(101)).filter((a) => a.answer === 'orders');
    expect(answer).toEqual({
      chatId: '101',
      language: 'tj',
      answer: 'orders',
      orders: [
        {
          id: activeOrder,
          code: expect.any(String),
          name: 'Плитка',
          items: [{ status: 'На складе', count: 1 }],
        },
      ],
    });
    await post(105, '/orders');
    expect(await answersTo(105)).toEqual([{ chatId: '105', language: 'en', answer: 'unlinked' }]);
    await post(101, 'hello');
    expect((await answersTo(101)).at(-1)).toEqual({
      chatId: '101',
      language: 'tj',
      answer: 'help',
    });
  });

  it('unlinks on /stop, and from the portal (telling the chat); the notifications service hears at once', async () => {
    await post(101, '/stop');
    expect((await answersTo(101)).at(-1)!.answer).toBe('stopped');
    expect(await chatOf(client)).toBeNull();
    expect(
      (await service.call('GET', '/api/portal/me', asClient(client))).body.telegramLinked,
    ).toBe(false);
    await post(101, '/orders');
    expect((await answersTo(101)).at(-1)!.answer).toBe('unlinked');

    await post(106, `/start ${tokenOf((await newLink()).url)}`);
    expect(await chatOf(client)).toBe('106');
    expect(
      (await service.call('DELETE', '/api/portal/telegram-link', asClient(client))).statusCode,
    ).toBe(204);
    expect(await chatOf(client)).toBeNull();
    expect((await answersTo(106)).map((a) => a.answer)).toEqual(['linked', 'stopped']);
  });

  it('forgets the chat and voids unused links when staff take the account back', async () => {
    await post(107, `/start ${tokenOf((await newLink()).url)}`);
    const unused = tokenOf((await newLink()).url);
    expect(await chatOf(client)).toBe('107');
    expect(
      (await service.call('DELETE', `/api/admin/counterparties/${client}/portal-access`))
        .statusCode,
    ).toBe(204);
    expect(await chatOf(client)).toBeNull();
    await post(108, `/start ${unused}`);
    expect((await answersTo(108)).map((a) => a.answer)).toEqual(['refused']);
    expect(
      (await service.call('POST', '/api/portal/telegram-link', asClient(client))).statusCode,
    ).toBe(401);
  });

  describe('generated bad inputs', () => {
    itSweepsEachCall(
      'orders (Telegram)',
      () => ({
        app: service.app,
        call: (method, url, options = {}) =>
          service.call(method, url, {
            ...options,
            headers: {
              ...asClient(other).headers,
              [TELEGRAM_SECRET_HEADER]: SECRET,
              ...options.headers,
            },
          }),
      }),
      [
        sweepOf(api.portal.telegramWebhook, {
          body: { update_id: 1, message: { chat: { id: 1 }, text: '/orders' } },
        }),
      ],
      { ignoredTables: ['outbox'] },
    );
  });
});
