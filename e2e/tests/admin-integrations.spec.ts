import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { apiOk, signIn, signInApi } from '../testing/admin.js';
import { expect, test } from '../testing/fixtures.js';
import { saveScreenshot } from '../testing/screenshots.js';

/**
 * Issue 35 §4: an owner makes an API token on Интеграции, reads it the one time it is shown, an
 * integration calls the admin API with it, and once the owner revokes it the next call is refused;
 * a webhook added there reaches a receiver on loopback, signed, after an order changes.
 */

async function chooseIn(page: Page, dialogName: string, label: string, option: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an owner makes a token on Интеграции, sees it once, an integration calls with it until it is revoked', async ({
  page,
  playwright,
}) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Интеграции' }).click();
  await expect(page.getByRole('heading', { name: 'API-токены' })).toBeVisible();

  const name = `Учёт ${Date.now()}`;
  await page.getByRole('button', { name: 'Создать токен' }).click();
  const form = page.getByRole('dialog', { name: 'Новый API-токен' });
  await form.getByLabel(/^Название/).fill(name);
  await chooseIn(page, 'Новый API-токен', 'Роль', 'Наблюдатель');
  await chooseIn(page, 'Новый API-токен', 'Срок действия', '30 дней');
  await form.getByRole('button', { name: 'Создать' }).click();

  const shown = page.getByRole('dialog', { name: `Токен «${name}» создан` });
  const token = await shown.getByRole('textbox', { name: 'Токен' }).inputValue();
  expect(token).toMatch(/^swk_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await shown.getByRole('button', { name: 'Копировать' }).click();
  await expect(shown.getByRole('button', { name: 'Скопировано' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await saveScreenshot(page, 'admin-integrations-token-shown-1280-ru', { fullPage: false });
  await shown.getByRole('button', { name: 'Готово, я сохранил' }).click();
  await expect(shown).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Токен' })).toHaveCount(0);

  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText(`swk_${token.slice(4, 12)}_…`);
  await expect(row).toContainText('Наблюдатель');
  await expect(row).toContainText('Ещё не использовался');

  const integration = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  try {
    expect((await integration.get('/api/admin/orders')).status()).toBe(200);
    await page.reload();
    await expect(row).toContainText('Последний вызов');
    await saveScreenshot(page, 'admin-integrations-1280-ru');

    await row.getByRole('button', { name: `Отозвать токен ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Отозвать токен?' });
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: 'Отозвать' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(0);
    expect((await integration.get('/api/admin/orders')).status()).toBe(401);
  } finally {
    await integration.dispose();
  }
});

interface Received {
  body: string;
  headers: IncomingHttpHeaders;
}

/** A receiver on loopback that keeps every message and answers 204. */
async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: request.headers });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/silkway`,
    received,
    close: () => new Promise((closed) => server.close(closed)),
  };
}

test('an owner adds a webhook on Интеграции and its receiver gets a signed order.updated after an order changes', async ({
  page,
  request,
}) => {
  const receiver = await startReceiver();
  try {
    await signInApi(request);
    const order = await apiOk<{ id: number }>(
      request.post('/api/admin/orders', { data: { name: `E2E вебхук ${Date.now()}` } }),
    );
    await signIn(page);
    await page.getByRole('link', { name: 'Интеграции' }).click();
    await page.getByRole('button', { name: 'Добавить вебхук' }).click();
    const form = page.getByRole('dialog', { name: 'Новый вебхук' });
    await form.getByLabel(/^Адрес/).fill(receiver.url);
    await form.getByLabel('Описание').fill('Учёт E2E');
    await form.getByRole('checkbox', { name: 'order.updated', exact: true }).check();
    await form.getByRole('button', { name: 'Добавить' }).click();

    const shown = page.getByRole('dialog', { name: 'Вебхук добавлен: секрет подписи' });
    const secret = await shown.getByRole('textbox', { name: 'Секрет подписи' }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await shown.getByRole('button', { name: 'Готово, я сохранил' }).click();
    await expect(shown).toBeHidden();

    const renamed = `E2E вебхук переименован ${Date.now()}`;
    await apiOk(request.put(`/api/admin/orders/${order.id}`, { data: { name: renamed } }));
    const signed = new Webhook(secret);
    const orderUpdated = () =>
      receiver.received
        .map(({ body, headers }) => ({
          headers,
          message: signed.verify(body, headers as Record<string, string>) as {
            type: string;
            data: { id: number; name: string };
          },
        }))
        .find(({ message }) => message.type === 'order.updated' && message.data.id === order.id);
    await expect.poll(() => orderUpdated()?.message.data.name, { timeout: 15_000 }).toBe(renamed);

    const card = page.getByRole('listitem', { name: receiver.url });
    await card.getByRole('button', { name: 'Доставки' }).click();
    const deliveries = card.getByRole('list', { name: 'Последние доставки' });
    const delivered = deliveries.locator(
      `[data-testid="webhook-delivery"][data-event="order.updated"]`,
    );
    await expect(delivered).toContainText('Доставлено');
    await expect(delivered).toContainText('ответ 204');

    await card.getByRole('button', { name: 'Отправить тест' }).click();
    await expect
      .poll(() => receiver.received.some(({ body }) => JSON.parse(body).type === 'webhook.test'))
      .toBe(true);
    await expect(
      deliveries.locator(`[data-testid="webhook-delivery"][data-event="webhook.test"]`),
    ).toContainText('Доставлено');
    const webhookId = orderUpdated()!.headers['webhook-id'];
    await delivered.getByRole('button', { name: 'Отправить снова order.updated' }).click();
    await expect
      .poll(
        () => receiver.received.filter(({ headers }) => headers['webhook-id'] === webhookId).length,
      )
      .toBe(2);
    // A full-page shot of a scrolled page draws the sticky tab bar where it stuck.
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'admin-integrations-webhook-1280-ru');
  } finally {
    await removeWebhooksTo(request, receiver.url);
    await receiver.close();
  }
});

/** Deletes the test's webhooks, so the changes of later tests send nothing to its closed receiver. */
async function removeWebhooksTo(request: APIRequestContext, url: string) {
  const webhooks = await apiOk<{ id: number; url: string }[]>(request.get('/api/admin/webhooks'));
  for (const webhook of webhooks.filter((listed) => listed.url === url))
    await apiOk(request.delete(`/api/admin/webhooks/${webhook.id}`));
}

const phoneTexts = {
  en: {
    tokens: 'API tokens',
    deliveries: 'Deliveries',
    delivered: 'Delivered',
    add: 'Add webhook',
    form: 'New webhook',
    cancel: 'Cancel',
  },
  zh: {
    tokens: 'API 令牌',
    deliveries: '投递记录',
    delivered: '已送达',
    add: '添加 Webhook',
    form: '新建 Webhook',
    cancel: '取消',
  },
};

for (const language of ['en', 'zh'] as const) {
  test(`Интеграции looks right on a phone, in ${language}`, async ({ page, request }) => {
    const texts = phoneTexts[language];
    const receiver = await startReceiver();
    try {
      await signInApi(request);
      await apiOk(
        request.post('/api/admin/api-tokens', {
          data: { name: `E2E phone ${language} ${Date.now()}`, role: 'manager' },
        }),
      );
      const webhook = await apiOk<{ id: number }>(
        request.post('/api/admin/webhooks', {
          data: {
            url: receiver.url,
            events: ['order.created', 'order-item.status-changed'],
            description: `E2E phone ${language}`,
          },
        }),
      );
      await apiOk(request.post(`/api/admin/webhooks/${webhook.id}/test`));
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page);
      await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
      await page.goto('/admin/integrations');
      await expect(page.getByRole('heading', { name: texts.tokens })).toBeVisible();
      const card = page.getByRole('listitem', { name: receiver.url });
      await card.getByRole('button', { name: texts.deliveries }).click();
      await expect(card.locator('[data-testid="webhook-delivery"]')).toContainText(texts.delivered);
      // A full-page shot of a scrolled page draws the sticky tab bar where it stuck.
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, `admin-integrations-390-${language}`);

      await page.getByRole('button', { name: texts.add }).click();
      const form = page.getByRole('dialog', { name: texts.form });
      await expect(form.getByRole('checkbox')).toHaveCount(14);
      // The dialog slides in: the shot waits for it to stand still.
      await form.evaluate((dialog) =>
        Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)),
      );
      await saveScreenshot(page, `admin-integrations-webhook-form-390-${language}`, {
        fullPage: false,
      });
      await form.getByRole('button', { name: texts.cancel }).click();
      await expect(form).toBeHidden();
    } finally {
      await removeWebhooksTo(request, receiver.url);
      await receiver.close();
    }
  });
}
