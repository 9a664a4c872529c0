import { createServer, type Server } from 'node:http';
import { randomInt, randomUUID } from 'node:crypto';
import { apiOk, signInApi } from '../testing/admin.js';
import { expect, test } from '../testing/fixtures.js';
import { linkPath, mailDirectory, waitForMail } from '../testing/mailbox.js';
import { saveScreenshot } from '../testing/screenshots.js';

/**
 * Clients on Telegram (issue 35 §3): a client links its Telegram from its account page, and its chat
 * hears of a status change in Tajik. The test plays Telegram: a Bot API stand-in on the port the
 * stack's TELEGRAM_API_URL names, and the `/start` update posted to the bot's webhook.
 */
const botApiPort = Number(process.env.E2E_TELEGRAM_API_PORT);
const webhookSecret = process.env.E2E_TELEGRAM_WEBHOOK_SECRET ?? '';
test.skip(!mailDirectory || !botApiPort || !webhookSecret, 'needs the stack of npm test');
test.setTimeout(180_000);

interface SentMessage {
  chat_id: string;
  text: string;
}

/** The Bot API's sendMessage, on loopback: every message kept, each answered ok. */
async function startBotApi(port: number): Promise<{ sent: SentMessage[]; server: Server }> {
  const sent: SentMessage[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url?.endsWith('/sendMessage')) sent.push(JSON.parse(body) as SentMessage);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ ok: true, result: { message_id: sent.length } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { sent, server };
}

test('a client links Telegram from its account page and its chat hears of a status change in Tajik', async ({
  request,
  browser,
}) => {
  const botApi = await startBotApi(botApiPort);
  try {
    await signInApi(request);
    const tag = randomUUID().slice(0, 8);
    const email = `tg-${tag}@example.tj`;
    const code = `SW-TG${tag.toUpperCase()}`;
    const client = await apiOk<{ id: number }>(
      request.post('/api/admin/counterparties', {
        data: { name: `Рустам ${tag}`, company: 'Помир Савдо', email },
      }),
    );
    const order = await apiOk<{ id: number }>(
      request.post('/api/admin/orders', {
        data: { name: 'Плитка', code, counterpartyId: client.id },
      }),
    );
    const item = await apiOk<{ id: number }>(
      request.post(`/api/admin/orders/${order.id}/items`, {
        data: { code: `${code}-A`, name: 'Плитка 60×60', quantity: 10 },
      }),
    );
    await apiOk(
      request.post(`/api/admin/counterparties/${client.id}/portal-invite`, {
        data: { language: 'tj' },
      }),
    );
    const [invitation] = await waitForMail(email, (mail) =>
      (mail.subject ?? '').includes('Silk Way'),
    );

    // The client's phone: its account in Tajik, Telegram not linked yet.
    const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
    // t.me is Telegram's: the tab the button opens stops here.
    await context.route('https://t.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Telegram</title>' }),
    );
    const page = await context.newPage();
    await page.goto(linkPath(invitation!.text!, '/portal/sign-in'));
    await expect(page).toHaveURL(/\/tj\/portal\/account$/);
    await expect(page.getByText('Telegram: пайваст нест')).toBeVisible();

    const [botTab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Пайваст кардани Telegram' }).click(),
    ]);
    await expect.poll(() => botTab.url()).toMatch(/^https:\/\/t\.me\/\w+\?start=[\w-]{43}$/);
    const token = new URL(botTab.url()).searchParams.get('start');
    await botTab.close();

    // Telegram posts the /start the client pressed to the bot's webhook.
    const chatId = randomInt(1e9, 2e9);
    const update = (text: string, secret = webhookSecret) =>
      request.post('/api/telegram/webhook', {
        headers: { 'X-Telegram-Bot-Api-Secret-Token': secret },
        data: {
          update_id: randomInt(1e6),
          message: {
            message_id: 1,
            date: Math.floor(Date.now() / 1000),
            chat: { id: chatId, type: 'private' },
            from: { id: chatId, is_bot: false, first_name: 'Рустам', language_code: 'ru' },
            text,
          },
        },
      });
    expect((await update(`/start ${token}`, 'not-the-secret')).status()).toBe(401);
    expect((await update(`/start ${token}`)).status()).toBe(200);
    const chat = () => botApi.sent.filter((message) => message.chat_id === String(chatId));
    await expect
      .poll(
        () =>
          chat()
            .map((message) => message.text)
            .join('\n'),
        { timeout: 30_000 },
      )
      .toContain('ин чат ба кабинети шахсии Silk Way пайваст шуд');

    // The page sees the chat linked without a reload.
    await expect(page.getByText('Telegram: пайваст аст')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Хомӯш кардан' })).toBeVisible();
    // Back to the top: the sticky header of a scrolled page lands mid-way in a full-page shot.
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'portal-telegram-linked-tj-390');

    // Staff move the item: the chat hears of it in Tajik, with the order in the account.
    await apiOk(
      request.patch(`/api/admin/order-items/${item.id}/status`, { data: { status: 'Отправлено' } }),
    );
    await expect
      .poll(() => chat().find((message) => message.text.includes(code))?.text ?? '', {
        timeout: 30_000,
      })
      .toContain('Плитка 60×60: Фиристода шуд');
    expect(chat().find((message) => message.text.includes(code))!.text).toContain(
      `/tj/portal/account/orders/${order.id}`,
    );

    // The same token links no second chat; /orders lists the order.
    await update('/orders');
    await expect
      .poll(
        () => chat().filter((message) => message.text.includes('Фармоишҳои фаъоли шумо')).length,
      )
      .toBe(1);

    // In Russian on a wide screen, then unlinked from the page.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/portal/account');
    await expect(page.getByText('Telegram: подключён')).toBeVisible();
    await saveScreenshot(page, 'portal-telegram-linked-ru-1280');
    await page.getByRole('button', { name: 'Отключить' }).click();
    await expect(page.getByText('Telegram: не подключён')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Подключить Telegram' })).toBeVisible();
    await saveScreenshot(page, 'portal-telegram-not-linked-ru-1280');
    await expect
      .poll(() => chat().some((message) => message.text.includes('Ин чат хомӯш карда шуд')))
      .toBe(true);
    await context.close();
  } finally {
    await new Promise((resolve) => botApi.server.close(resolve));
  }
});
