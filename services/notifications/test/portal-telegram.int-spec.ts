import {
  event,
  PUBLIC_BASE_URL,
  startNotificationsUnderTest,
  waitFor,
  type NotificationsUnderTest,
} from './testing/notifications-test-kit.js';

const CLIENT = 41;
const CLIENT_EMAIL = 'rustam@pamir.tj';
const CHAT = '5550041';

const clientChanged = (access: boolean, telegramChatId: string | null, occurredAt?: string) => ({
  ...event('portal.client-changed', {
    counterpartyId: CLIENT,
    email: CLIENT_EMAIL,
    language: 'tj',
    access,
    telegramChatId,
  }),
  ...(occurredAt ? { occurredAt } : {}),
});

const orderItemMoved = (orderId: number, item: string, toStatus: string) =>
  event('order-item.status-changed', {
    orderId,
    counterpartyId: CLIENT,
    orderCode: `SW-${orderId}`,
    itemId: orderId * 10,
    itemCode: `I-${orderId}`,
    itemName: item,
    fromStatus: 'На складе',
    toStatus,
  });

describe('notifications service: a client linked on Telegram', () => {
  let under: NotificationsUnderTest;
  const chatMessages = (chatId = CHAT) =>
    under.telegram.messages.filter((message) => message.body.chat_id === chatId);
  const allGrouped = () =>
    waitFor('every change grouped', async () => {
      const [row] = await under.service.query(
        `SELECT count(*)::int AS waiting FROM notifications.pending_changes WHERE grouped_at IS NULL`,
      );
      return row.waiting === 0;
    });
  const updatesOf = (orderId: number) =>
    under.service.query(
      `SELECT channel, recipient FROM notifications.deliveries WHERE kind = 'order-update' AND order_id = $1 ORDER BY channel`,
      [orderId],
    );

  beforeAll(async () => {
    under = await startNotificationsUnderTest();
  }, 30_000);
  afterAll(() => under?.close());

  it("answers the bot's commands in the client's language, its orders with statuses and links to its account", async () => {
    await under.service.events.deliver(
      event('portal.telegram-answer', { chatId: CHAT, language: 'tj', answer: 'linked' }),
    );
    await under.service.events.deliver(
      event('portal.telegram-answer', {
        chatId: CHAT,
        language: 'tj',
        answer: 'orders',
        orders: [
          {
            id: 701,
            code: 'SW-701',
            name: 'Плитка',
            items: [
              { status: 'Отправлено', count: 2 },
              { status: 'На складе', count: 1 },
            ],
          },
        ],
      }),
    );
    await under.service.events.deliver(
      event('portal.telegram-answer', { chatId: '999', language: 'en', answer: 'refused' }),
    );
    await waitFor('three answers', async () => under.telegram.messages.length >= 3);
    // Messages to send go out side by side: found by what they say, not by their order.
    const texts = chatMessages().map((message) => message.body.text);
    expect(chatMessages()[0]!.path).toBe('/bottest-bot-token/sendMessage');
    expect(texts).toHaveLength(2);
    expect(
      texts.some((text) => text.includes('ин чат ба кабинети шахсии Silk Way пайваст шуд')),
    ).toBe(true);
    const orders = chatMessages().find((message) =>
      message.body.text.includes('Фармоишҳои фаъоли шумо:'),
    );
    expect(orders!.body.text).toMatch(/SW-701 «Плитка»: \S.* ×2, \S.* ×1/);
    expect(orders!.body.text).toContain(`${PUBLIC_BASE_URL}/tj/portal/account/orders/701`);
    expect(chatMessages('999')[0]!.body.text).toContain('this link no longer works');
  });

  it("sends a linked client's window to its chat in its language, once, and no e-mail of it", async () => {
    await under.service.events.deliver(clientChanged(true, CHAT));
    // It also follows the order by code at its own address: still one message.
    await under.service.events.deliver(
      event('order.follow-requested', {
        orderId: 702,
        code: 'SW-702',
        email: CLIENT_EMAIL,
        language: 'ru',
      }),
    );
    await under.service.query(
      `UPDATE notifications.subscriptions SET status = 'confirmed' WHERE order_id = 702`,
    );
    const before = chatMessages().length;
    await under.service.events.deliver(orderItemMoved(702, 'Кафель', 'Отправлено'));
    await under.service.events.deliver(orderItemMoved(702, 'Кафель', 'Доставлено'));
    await waitFor('the update in the chat', async () => chatMessages().length > before);
    await allGrouped();
    const update = chatMessages().at(-1)!;
    expect(update.body.text).toContain('SW-702');
    expect(update.body.text).toContain('Кафель');
    expect(update.body.text).toContain(`${PUBLIC_BASE_URL}/tj/portal/account/orders/702`);
    expect(chatMessages()).toHaveLength(before + 1);
    expect(await updatesOf(702)).toEqual([{ channel: 'telegram', recipient: CHAT }]);
  });

  it('keeps the newest chat: an older event arriving late changes nothing', async () => {
    await under.service.events.deliver(clientChanged(true, null, '2020-01-01T00:00:00.000Z'));
    const [row] = await under.service.query(
      `SELECT telegram_chat_id FROM notifications.portal_followers WHERE counterparty_id = $1`,
      [CLIENT],
    );
    expect(row.telegram_chat_id).toBe(CHAT);
  });

  it('goes back to e-mail at once when the chat is unlinked, and says nothing once access is taken back', async () => {
    await under.service.events.deliver(clientChanged(true, null));
    await under.service.events.deliver(orderItemMoved(703, 'Кафель', 'Отправлено'));
    await under.mailbox.waitFor(1, (mail) => (mail.subject ?? '').includes('SW-703'));
    expect(await updatesOf(703)).toEqual([{ channel: 'email', recipient: CLIENT_EMAIL }]);

    await under.service.events.deliver(clientChanged(true, CHAT));
    await under.service.events.deliver(clientChanged(false, CHAT));
    const before = chatMessages().length;
    await under.service.events.deliver(orderItemMoved(704, 'Кафель', 'Отправлено'));
    await allGrouped();
    expect(await updatesOf(704)).toEqual([]);
    expect(chatMessages()).toHaveLength(before);
  });
});
