import { api, PORTAL_COUNTERPARTY_HEADER } from '@silkway/contracts';
import { itSweepsEachCall, sweepOf } from '@silkway/service-kit/testing';
import type { ParsedMail } from 'mailparser';
import {
  event,
  PUBLIC_BASE_URL,
  recipientOf,
  startNotificationsUnderTest,
  waitFor,
  type NotificationsUnderTest,
} from './testing/notifications-test-kit.js';

const CLIENT = 31;
const CLIENT_EMAIL = 'Farhod@Pamir.tj';

const asClient = (id: number) => ({ headers: { [PORTAL_COUNTERPARTY_HEADER]: String(id) } });

/** An order of the client whose status moved, as the orders service announces it. */
const orderMoved = (orderId: number, toStatus: string, counterpartyId: number | null = CLIENT) =>
  event('order.status-changed', {
    orderId,
    counterpartyId,
    code: `SW-${orderId}`,
    name: 'Плитка',
    fromStatus: 'active',
    toStatus,
  });

const clientChanged = (
  access: boolean,
  language: 'ru' | 'tj' | 'en' | 'zh' = 'tj',
  email: string | null = CLIENT_EMAIL,
) => event('portal.client-changed', { counterpartyId: CLIENT, email, language, access });

const unsubscribeLinkIn = (mail: ParsedMail) => {
  const link = new RegExp(`${PUBLIC_BASE_URL}(/api/notifications/unsubscribe\\?\\S+)`).exec(
    mail.text ?? '',
  )?.[1];
  if (!link) throw new Error(`no unsubscribe link in: ${mail.text}`);
  return link;
};

describe('notifications service: a client with an account follows all its orders', () => {
  let under: NotificationsUnderTest;
  const updatesTo = async (email: string, code: string) =>
    (await under.mailbox.messages()).filter(
      (mail) =>
        recipientOf(mail)?.toLowerCase() === email.toLowerCase() &&
        (mail.subject ?? '').includes(code),
    );
  /** Waits until no change waits for its window: every e-mail of them is in the sent-log. */
  const allGrouped = () =>
    waitFor('every change grouped', async () => {
      const [row] = await under.service.query(
        `SELECT count(*)::int AS waiting FROM notifications.pending_changes WHERE grouped_at IS NULL`,
      );
      return row.waiting === 0;
    });
  const sentTo = async (email: string, orderId: number) => {
    const [row] = await under.service.query(
      `SELECT count(*)::int AS count FROM notifications.deliveries WHERE kind = 'order-update' AND lower(recipient) = lower($1) AND order_id = $2`,
      [email, orderId],
    );
    return row.count as number;
  };

  beforeAll(async () => {
    under = await startNotificationsUnderTest();
  }, 30_000);
  afterAll(() => under?.close());

  it('refuses the switch (401) for a client it knows no account of, and without a client', async () => {
    expect(
      (await under.service.call('GET', '/api/portal/following', asClient(CLIENT))).statusCode,
    ).toBe(401);
    expect((await under.service.call('GET', '/api/portal/following')).statusCode).toBe(401);
    expect(
      (
        await under.service.call('PUT', '/api/portal/following', {
          ...asClient(CLIENT),
          body: { following: false },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('is on by default once the client has an account: a change of its order is e-mailed in its language, with a link to the order in its account', async () => {
    await under.service.events.deliver(clientChanged(true, 'tj'));
    expect(
      (await under.service.call('GET', '/api/portal/following', asClient(CLIENT))).body,
    ).toEqual({
      following: true,
    });
    await under.service.events.deliver(orderMoved(501, 'completed'));
    const [mail] = await under.mailbox.waitFor(1, (sent) =>
      (sent.subject ?? '').includes('SW-501'),
    );
    // The mail parser lower-cases the domain.
    expect(recipientOf(mail!)?.toLowerCase()).toBe(CLIENT_EMAIL.toLowerCase());
    expect(mail!.subject).toBe('Фармоиши SW-501: ҳолати нав');
    expect(mail!.text).toContain('Ҳолати фармоиш: Анҷом ёфт');
    expect(mail!.text).toContain(`${PUBLIC_BASE_URL}/tj/portal/account/orders/501`);
    expect(mail!.text).toContain('Кушодан дар кабинети шахсӣ');
    expect(mail!.headerLines.find((line) => line.key === 'list-unsubscribe')?.line).toContain(
      '/api/notifications/unsubscribe?token=',
    );
  });

  it("leaves out another client's order and an order without a client", async () => {
    await under.service.events.deliver(orderMoved(502, 'completed', 99));
    await under.service.events.deliver(orderMoved(503, 'completed', null));
    await allGrouped();
    expect(await sentTo(CLIENT_EMAIL, 502)).toBe(0);
    expect(await sentTo(CLIENT_EMAIL, 503)).toBe(0);
  });

  it('sends one e-mail when the client also follows the order by code at the same address', async () => {
    await under.service.events.deliver(
      event('order.follow-requested', {
        orderId: 504,
        code: 'SW-504',
        email: CLIENT_EMAIL.toLowerCase(),
        language: 'ru',
      }),
    );
    await under.service.query(
      `UPDATE notifications.subscriptions SET status = 'confirmed' WHERE order_id = 504`,
    );
    // Another address following the same order by code still gets its own.
    await under.service.events.deliver(
      event('order.follow-requested', {
        orderId: 504,
        code: 'SW-504',
        email: 'buyer@example.com',
        language: 'en',
      }),
    );
    await under.service.query(
      `UPDATE notifications.subscriptions SET status = 'confirmed' WHERE order_id = 504`,
    );
    await under.service.events.deliver(orderMoved(504, 'completed'));
    await under.mailbox.waitFor(1, (sent) => sent.subject === 'Order SW-504: new status');
    await allGrouped();
    expect(await sentTo(CLIENT_EMAIL, 504)).toBe(1);
    // The account's e-mail, in the account's language, and the other follower's in its own.
    const sent = await under.service.query(
      `SELECT lower(recipient) AS recipient, subject FROM notifications.deliveries WHERE kind = 'order-update' AND order_id = 504 ORDER BY 1`,
    );
    expect(sent).toEqual([
      { recipient: 'buyer@example.com', subject: 'Order SW-504: new status' },
      { recipient: CLIENT_EMAIL.toLowerCase(), subject: 'Фармоиши SW-504: ҳолати нав' },
    ]);
    await under.mailbox.waitFor(1, (mail) => mail.subject === 'Фармоиши SW-504: ҳолати нав');
    expect(
      (await updatesTo(CLIENT_EMAIL, 'SW-504')).filter((mail) =>
        mail.subject?.includes('ҳолати нав'),
      ),
    ).toHaveLength(1);
  });

  it('follows the address and language the orders service last gave, and stops when the account is taken back', async () => {
    await under.service.events.deliver(clientChanged(true, 'en', 'new@pamir.tj'));
    await under.service.events.deliver(orderMoved(505, 'completed'));
    const [mail] = await under.mailbox.waitFor(1, (sent) =>
      (sent.subject ?? '').includes('SW-505'),
    );
    expect(recipientOf(mail!)).toBe('new@pamir.tj');
    expect(mail!.subject).toBe('Order SW-505: new status');
    // An older event arriving late changes nothing.
    const stale = {
      ...clientChanged(true, 'ru', 'old@pamir.tj'),
      occurredAt: '2020-01-01T00:00:00.000Z',
    };
    await under.service.events.deliver(stale);
    const [row] = await under.service.query(
      `SELECT email, language FROM notifications.portal_followers WHERE counterparty_id = $1`,
      [CLIENT],
    );
    expect(row).toEqual({ email: 'new@pamir.tj', language: 'en' });

    await under.service.events.deliver(clientChanged(false, 'en', 'new@pamir.tj'));
    expect(
      (await under.service.call('GET', '/api/portal/following', asClient(CLIENT))).statusCode,
    ).toBe(401);
    await under.service.events.deliver(orderMoved(506, 'completed'));
    await allGrouped();
    expect(await sentTo('new@pamir.tj', 506)).toBe(0);
  });

  it('turns off with the switch and on again; the one-click unsubscribe turns it off too', async () => {
    // A new sign-in link means access again, at its address and in the language it was asked in.
    await under.service.events.deliver(
      event('portal.sign-in-link-issued', {
        counterpartyId: CLIENT,
        email: CLIENT_EMAIL,
        name: 'Памир Трейд',
        language: 'zh',
        token: 'token-zh',
        reason: 'sign-in',
      }),
    );
    const off = await under.service.call('PUT', '/api/portal/following', {
      ...asClient(CLIENT),
      body: { following: false },
    });
    expect([off.statusCode, off.body]).toEqual([200, { following: false }]);
    await under.service.events.deliver(orderMoved(507, 'completed'));
    await allGrouped();
    expect(await sentTo(CLIENT_EMAIL, 507)).toBe(0);

    const on = await under.service.call('PUT', '/api/portal/following', {
      ...asClient(CLIENT),
      body: { following: true },
    });
    expect([on.statusCode, on.body]).toEqual([200, { following: true }]);
    await under.service.events.deliver(orderMoved(508, 'completed'));
    const [mail] = await under.mailbox.waitFor(1, (sent) =>
      (sent.subject ?? '').includes('SW-508'),
    );
    // The mail parser lower-cases the domain.
    expect(recipientOf(mail!)?.toLowerCase()).toBe(CLIENT_EMAIL.toLowerCase());
    expect(mail!.subject).toBe('订单 SW-508：状态更新'); // the link's language

    const page = await under.service.call('GET', unsubscribeLinkIn(mail!));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('您将不再收到订单变更的邮件');
    expect(page.body).toContain(`${PUBLIC_BASE_URL}/zh/portal/account`);
    expect(page.body).not.toContain(CLIENT_EMAIL);
    expect(
      (await under.service.call('GET', '/api/portal/following', asClient(CLIENT))).body,
    ).toEqual({
      following: false,
    });
    await under.service.events.deliver(orderMoved(509, 'completed'));
    await allGrouped();
    expect(await sentTo(CLIENT_EMAIL, 509)).toBe(0);
  }, 20_000); // three update windows of 1.5 s, slower on a loaded machine

  // Issue 36: a client invited in Russian that asked for its link in Tajik got its status e-mails in Russian.
  it.each([
    ['tj', 511, 'Фармоиши SW-511: ҳолати нав', 'Ҳолати фармоиш: Дар роҳ'],
    ['en', 512, 'Order SW-512: new status', 'Order status: In transit'],
    ['zh', 513, '订单 SW-513：状态更新', '订单状态：运输中'],
  ] as const)(
    'e-mails a client invited in Russian that asked for its link in %s in that language',
    async (language, orderId, subject, statusLine) => {
      await under.service.events.deliver(clientChanged(true, 'ru'));
      await under.service.call('PUT', '/api/portal/following', {
        ...asClient(CLIENT),
        body: { following: true },
      });
      await under.service.events.deliver(
        event('portal.sign-in-link-issued', {
          counterpartyId: CLIENT,
          email: CLIENT_EMAIL,
          name: 'Памир Трейд',
          language,
          token: `token-${language}`,
          reason: 'sign-in',
        }),
      );
      await under.service.events.deliver(orderMoved(orderId, 'active'));
      const [mail] = await under.mailbox.waitFor(1, (sent) =>
        (sent.subject ?? '').includes(`SW-${orderId}`),
      );
      expect(mail!.subject).toBe(subject);
      expect(mail!.text).toContain(statusLine);
      expect(mail!.text).toContain(
        `${PUBLIC_BASE_URL}/${language}/portal/account/orders/${orderId}`,
      );
    },
  );

  it('names the field of a bad switch body', async () => {
    const bad = await under.service.call('PUT', '/api/portal/following', {
      ...asClient(CLIENT),
      body: { following: 'yes' },
    });
    expect([bad.statusCode, Object.keys(bad.body.fieldErrors ?? {})]).toEqual([400, ['following']]);
  });

  describe('generated bad inputs', () => {
    itSweepsEachCall(
      'notifications (following all its orders)',
      () => ({
        app: under.service.app,
        call: (method, url, options = {}) =>
          under.service.call(method, url, {
            ...options,
            headers: { ...asClient(CLIENT).headers, ...options.headers },
          }),
      }),
      [sweepOf(api.portal.setFollowing, { body: { following: true } })],
    );
  });
});
