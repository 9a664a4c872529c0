import { sampleQuoteRequest } from '@silkway/contracts/testing';
import {
  recipientOf,
  PUBLIC_BASE_URL,
  STAFF,
  TELEGRAM_CHAT,
  event,
  startNotificationsUnderTest,
  waitFor,
  type NotificationsUnderTest,
} from './testing/notifications-test-kit.js';

const quoteReceived = () =>
  event('quote-request.received', {
    id: 12,
    ...sampleQuoteRequest({ description: 'Доставка 2 тонн плитки' }),
  });

const linkIn = (text: string, kind: 'confirm' | 'unsubscribe') => {
  const link = new RegExp(`${PUBLIC_BASE_URL}(/api/notifications/${kind}\\?\\S+)`).exec(text)?.[1];
  if (!link) throw new Error(`no ${kind} link in: ${text}`);
  return link;
};

describe('notifications service', () => {
  let under: NotificationsUnderTest;

  beforeAll(async () => {
    under = await startNotificationsUnderTest();
  }, 30_000);
  afterAll(() => under?.close());

  describe('staff alerts', () => {
    it('e-mails every staff address and posts to Telegram with the essentials and the back-office link, once per event', async () => {
      const received = quoteReceived();
      expect(await under.service.events.deliver(received)).toBe('applied');
      expect(await under.service.events.deliver(received, `${received.id}-again`)).toBe('repeat');
      const mails = await under.mailbox.waitFor(
        2,
        (mail) => mail.subject?.includes('№12') ?? false,
      );
      expect(mails.map(recipientOf).sort()).toEqual([...STAFF].sort());
      for (const mail of mails) {
        expect(mail.subject).toBe('Новый запрос расчёта №12: Фарход Саидов');
        expect(mail.text).toContain('Телефон: +992 90 123 45 67');
        expect(mail.text).toContain('Услуга: Логистика');
        expect(mail.text).toContain('Маршрут: Китай → Таджикистан');
        expect(mail.text).toContain(`${PUBLIC_BASE_URL}/admin/requests?open=quote-12`);
        expect(mail.html).toContain('Открыть в системе');
      }
      const [telegram] = await waitFor('the Telegram alert', async () =>
        under.telegram.messages.length >= 1 ? under.telegram.messages : undefined,
      );
      expect(telegram!.path).toBe('/bottest-bot-token/sendMessage');
      expect(telegram!.body.chat_id).toBe(TELEGRAM_CHAT);
      expect(telegram!.body.text).toContain('Новый запрос расчёта №12');
      expect(telegram!.body.text).toContain(`${PUBLIC_BASE_URL}/admin/requests?open=quote-12`);

      // A later event's messages arrive; the repeat above added none.
      await under.service.events.deliver(
        event('contact-message.received', {
          id: 5,
          name: 'John',
          email: 'john@example.com',
          phone: null,
          subject: 'Price list',
          message: 'Send me the price list',
        }),
      );
      await under.mailbox.waitFor(
        2,
        (mail) => mail.subject?.startsWith('Новое сообщение №5') ?? false,
      );
      await waitFor('the second Telegram alert', async () => under.telegram.messages.length >= 2);
      const [{ count }] = await under.service.query(
        `SELECT count(*)::int AS count FROM notifications.deliveries WHERE kind = 'staff-alert'`,
      );
      expect(count).toBe(6);
      expect(
        (await under.mailbox.messages()).filter((mail) => mail.subject?.includes('№12')),
      ).toHaveLength(2);
      expect(under.telegram.messages).toHaveLength(2);
    });

    it('keeps a Telegram message through an outage and sends it once the Bot API answers', async () => {
      under.telegram.down = true;
      await under.service.events.deliver(
        event('contact-message.received', {
          id: 6,
          name: 'Outage',
          email: 'o@example.com',
          phone: null,
          subject: 'Hello',
          message: 'Telegram is down now',
        }),
      );
      await waitFor('a failed attempt', async () => {
        const [row] = await under.service.query(
          `SELECT attempts, last_error FROM notifications.deliveries WHERE channel = 'telegram' AND sent_at IS NULL`,
        );
        return row?.attempts >= 1 ? row : undefined;
      });
      under.telegram.down = false;
      await waitFor('the Telegram message after the outage', async () =>
        under.telegram.messages.some((message) => message.body.text.includes('№6')),
      );
      const [row] = await under.service.query(
        `SELECT sent_at, last_error FROM notifications.deliveries WHERE channel = 'telegram' AND recipient = $1 AND body_text = '' ORDER BY sent_at DESC LIMIT 1`,
        [TELEGRAM_CHAT],
      );
      expect(row.sent_at).not.toBeNull();
      expect(
        under.telegram.messages.filter((message) => message.body.text.includes('№6')),
      ).toHaveLength(1);
    });
  });

  describe('following an order', () => {
    const orderId = 41;
    const follow = (email: string, language: 'ru' | 'tj' | 'en' | 'zh') =>
      event('order.follow-requested', { orderId, code: 'SW-41', email, language });
    let unsubscribePath: string;

    it('sends a confirmation in the subscriber language; the link confirms once and says so the second time', async () => {
      await under.service.events.deliver(follow('client@example.com', 'tj'));
      const [confirmation] = await under.mailbox.waitFor(
        1,
        (mail) => recipientOf(mail) === 'client@example.com',
      );
      expect(confirmation!.subject).toBe('Огоҳиҳоро дар бораи фармоиши SW-41 тасдиқ кунед');
      expect(confirmation!.html).toContain('Тасдиқ кардан');
      const confirm = linkIn(confirmation!.text!, 'confirm');
      const stored = await under.service.query(
        `SELECT token_hash FROM notifications.subscription_tokens`,
      );
      expect(stored.map((row: { token_hash: string }) => row.token_hash).join()).not.toContain(
        new URL(confirm, PUBLIC_BASE_URL).searchParams.get('token'),
      );

      const first = await under.service.call('GET', confirm);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toContain('text/html');
      expect(first.body).toContain('Тайёр');
      expect(first.body).not.toContain('client@example.com');
      const second = await under.service.call('GET', confirm);
      expect(second.body).toContain('Пайванд аллакай истифода шудааст');
      expect(
        (await under.service.call('GET', `/api/admin/orders/${orderId}/followers`)).body,
      ).toEqual({ followers: 1, lastSentAt: null });
    });

    it('answers forged and missing tokens with a page in the link language', async () => {
      const forged = await under.service.call(
        'GET',
        '/api/notifications/confirm?token=forged-token&lang=en',
      );
      expect(forged.statusCode).toBe(200);
      expect(forged.body).toContain('Invalid link');
      expect(
        (await under.service.call('GET', '/api/notifications/unsubscribe?lang=zh')).body,
      ).toContain('链接无效');
      expect(
        (await under.service.call('GET', '/api/notifications/unsubscribe?token=x&lang=xx')).body,
      ).toContain('Ссылка недействительна');
    });

    it('answers an expired link with a page that says so', async () => {
      await under.service.events.deliver(follow('late@example.com', 'en'));
      const [mail] = await under.mailbox.waitFor(
        1,
        (message) => recipientOf(message) === 'late@example.com',
      );
      await under.service.query(
        `UPDATE notifications.subscription_tokens SET expires_at = now() - interval '1 minute' WHERE used_at IS NULL AND purpose = 'confirm'`,
      );
      const page = await under.service.call('GET', linkIn(mail!.text!, 'confirm'));
      expect(page.body).toContain('Link expired');
      expect(
        (await under.service.call('GET', `/api/admin/orders/${orderId}/followers`)).body.followers,
      ).toBe(1);
    });

    it('groups changes within the window into one e-mail per confirmed follower, in their language', async () => {
      await under.service.events.deliver(
        event('order-item.status-changed', {
          orderId,
          orderCode: 'SW-41',
          itemId: 1,
          itemCode: 'T-1',
          itemName: 'Плитка',
          fromStatus: 'На складе',
          toStatus: 'Отправлено',
        }),
      );
      await under.service.events.deliver(
        event('order-item.status-changed', {
          orderId,
          orderCode: 'SW-41',
          itemId: 2,
          itemCode: 'T-2',
          itemName: 'Клей',
          fromStatus: 'На складе',
          toStatus: 'Отправлено',
        }),
      );
      await under.service.events.deliver(
        event('order.status-changed', {
          orderId,
          code: 'SW-41',
          name: 'Плитка',
          fromStatus: 'active',
          toStatus: 'completed',
        }),
      );
      const [update] = await under.mailbox.waitFor(
        1,
        (mail) => mail.subject === 'Фармоиши SW-41: ҳолати нав',
      );
      expect(update!.text).toContain('T-1 — Плитка: Фиристода шуд');
      expect(update!.text).toContain('T-2 — Клей: Фиристода шуд');
      expect(update!.text).toContain('Ҳолати фармоиш: Анҷом ёфт');
      // The tracking page in the follower's language.
      expect(update!.text).toContain(`${PUBLIC_BASE_URL}/tj/portal?code=SW-41`);
      expect(update!.headerLines.find((line) => line.key === 'list-unsubscribe')?.line).toContain(
        '/api/notifications/unsubscribe?token=',
      );
      unsubscribePath = linkIn(update!.text!, 'unsubscribe');
      const [{ count }] = await under.service.query(
        `SELECT count(*)::int AS count FROM notifications.deliveries WHERE kind = 'order-update'`,
      );
      expect(count).toBe(1);
      const followers = await waitFor('the last message time', async () => {
        const answer = (await under.service.call('GET', `/api/admin/orders/${orderId}/followers`))
          .body;
        return answer.lastSentAt ? answer : undefined;
      });
      expect(followers.followers).toBe(1);
      expect(JSON.stringify(followers)).not.toContain('@');
    });

    it('unsubscribes in one click; the link used again says so; later changes send nothing', async () => {
      const page = await under.service.call('GET', unsubscribePath);
      expect(page.body).toContain('Обуна бекор шуд');
      expect((await under.service.call('GET', unsubscribePath)).body).toContain(
        'Шумо аллакай аз ин мактубҳо даст кашидаед',
      );
      expect(
        (await under.service.call('GET', `/api/admin/orders/${orderId}/followers`)).body.followers,
      ).toBe(0);
      await under.service.events.deliver(
        event('order.status-changed', {
          orderId,
          code: 'SW-41',
          name: 'Плитка',
          fromStatus: 'completed',
          toStatus: 'active',
        }),
      );
      await waitFor('the change to be grouped', async () => {
        const [row] = await under.service.query(
          `SELECT count(*)::int AS waiting FROM notifications.pending_changes WHERE grouped_at IS NULL`,
        );
        return row.waiting === 0;
      });
      const [{ count }] = await under.service.query(
        `SELECT count(*)::int AS count FROM notifications.deliveries WHERE kind = 'order-update'`,
      );
      expect(count).toBe(1);
    });

    it('refuses a followers id that is not a positive integer', async () => {
      expect((await under.service.call('GET', '/api/admin/orders/abc/followers')).statusCode).toBe(
        400,
      );
    });
  });
});
