import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser } from '@playwright/test';
import { apiOk, signIn, signInApi } from '../testing/admin.js';
import { expect, test } from '../testing/fixtures.js';
import { linkPath, mailDirectory, waitForMail } from '../testing/mailbox.js';
import { saveScreenshot } from '../testing/screenshots.js';

/**
 * Client accounts (issue 22): staff invite a client, the client opens the e-mailed link, sees its
 * own orders and only them, and downloads an invoice in Tajik on a phone; the link works once.
 * Needs the started stack with its mail catcher (E2E_MAIL_DIRECTORY) and an admin.
 */
test.skip(!mailDirectory, 'E2E_MAIL_DIRECTORY is not set');
test.setTimeout(180_000);

const TAJIK_SUBJECT = 'Воридшавӣ ба кабинети шахсии Silk Way';
/** A 160×120 PNG of a crate: the photo of each client's first item. */
const CRATE_PHOTO = `data:image/png;base64,${[
  'iVBORw0KGgoAAAANSUhEUgAAAKAAAAB4CAIAAAD6wG44AAABK0lEQVR42u3RsQ1AUBiFUSMoNBZQmMEUFrCFWNISKl',
  'EZQaeTvMIv78lJvuqW91R1P+rHVS4ALMACLMACLMACDFiABViABViABRiwAAuwAAuwAAuwAAMW4KeWoVFigAHnCnzM',
  'XWjr1N59ub8VYMCAAQMGDBgwYMCAAQMGDBgwYMCAAQMGDBgwYMCAAQMGDBgwYMCAAQMGDBgwYMCAAQMGDBgwYMCAAQ',
  'MGDBgwYMCAAQMGDBgwYMCAAQMGDBgwYMCAAQMGDBgwYMCAAQMGDBgwYMCAAQMGDBgw4ADgbT+DApwOHKcAGDBgwIAB',
  'AwYMGDBgwIABAwYMGDBgwIABFw+slAADzg9YOQQYsAALsAALsAALMGABFmABFmABFmDAAizAAizAAizAAgxYpXcBlN',
  'I6p+JGLlsAAAAASUVORK5CYII=',
].join('')}`;
const RUSSIAN_SUBJECT = 'Вход в личный кабинет Silk Way';

interface Client {
  id: number;
  email: string;
  orders: Array<{ id: number; code: string }>;
  /** The files service's id of the photo of its first order's item. */
  photoId: number;
}

/** A counterparty with an e-mail and two orders of priced goods, made through the API. */
async function createClient(request: APIRequestContext, name: string): Promise<Client> {
  const tag = randomUUID().slice(0, 8);
  const email = `client-${tag}@example.tj`;
  const counterparty = await apiOk<{ id: number }>(
    request.post('/api/admin/counterparties', { data: { name, company: `${name} LLC`, email } }),
  );
  const orders = [];
  let photoId = 0;
  for (const label of ['Плитка', 'Кабель']) {
    const code = `SW-P${tag.toUpperCase()}-${label === 'Плитка' ? 1 : 2}`;
    const order = await apiOk<{ id: number }>(
      request.post('/api/admin/orders', {
        data: { name: `${label} ${name}`, code, counterpartyId: counterparty.id },
      }),
    );
    const item = await apiOk<{ photos: string[] }>(
      request.post(`/api/admin/orders/${order.id}/items`, {
        data: {
          code: `${code}-A`,
          name: `${label} 60×60`,
          quantity: 10,
          pricePerUnit: 12.5,
          photos: orders.length === 0 ? [CRATE_PHOTO] : [],
        },
      }),
    );
    if (orders.length === 0) photoId = Number(/\/api\/files\/(\d+)\//.exec(item.photos[0]!)![1]);
    orders.push({ id: order.id, code });
  }
  return { id: counterparty.id, email, orders, photoId };
}

/** A browser of its own, as the client's: no staff cookie in it. */
const clientPage = async (browser: Browser, width: number) => {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return { context, page: await context.newPage() };
};

test('staff invite a client; the client signs in by the e-mailed link, sees only its orders and downloads an invoice in Tajik', async ({
  page,
  request,
  browser,
}) => {
  await signInApi(request);
  const client = await createClient(request, `Фарход ${Date.now().toString(36)}`);
  const other = await createClient(request, `Zhao ${Date.now().toString(36)}`);

  // Staff invite the client from its page, with the e-mail in Tajik.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin');
  await signIn(page);
  await page.goto(`/admin/counterparty/${client.id}`);
  await expect(page.getByTestId('portal-access')).toHaveText('Нет доступа');
  await page.getByLabel('Язык письма').click();
  await page.getByRole('option', { name: 'Таджикский' }).click();
  await page.getByRole('button', { name: 'Пригласить в кабинет' }).click();
  await expect(page.getByTestId('portal-access')).toHaveText('Доступ открыт');
  await saveScreenshot(page, 'portal-accounts-admin-invite-1280');

  // The e-mail, as a mail client shows it.
  const [invitation] = await waitForMail(client.email, (mail) => mail.subject === TAJIK_SUBJECT);
  const link = linkPath(invitation!.text!, '/portal/sign-in');
  expect(link).toMatch(/^\/tj\/portal\/sign-in\?token=/);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.setContent(String(invitation!.html));
    await saveScreenshot(page, `portal-accounts-email-tj-${width}`);
  }

  // The client opens the link on a phone: its account, in Tajik, with its orders and only them.
  const phone = await clientPage(browser, 390);
  await phone.page.goto(link);
  await expect(phone.page).toHaveURL(/\/tj\/portal\/account$/);
  await expect(phone.page.getByRole('heading', { name: 'Кабинети шахсӣ' })).toBeVisible();
  const orderList = phone.page.getByRole('list', { name: 'Фармоишҳои ман' });
  for (const order of client.orders) await expect(orderList.getByText(order.code)).toBeVisible();
  for (const order of other.orders) await expect(phone.page.getByText(order.code)).toHaveCount(0);
  await expect(phone.page.getByText('Фармоишҳо: 2')).toBeVisible();
  await saveScreenshot(phone.page, 'portal-accounts-account-tj-390');

  // Search narrows the list.
  await phone.page.getByLabel('Ҷустуҷӯ').fill(client.orders[1]!.code);
  await expect(orderList.getByRole('link')).toHaveCount(1);
  await phone.page.getByLabel('Ҷустуҷӯ').fill('');
  await expect(orderList.getByRole('link')).toHaveCount(2);

  // One order, then its invoice.
  await orderList.getByText(client.orders[0]!.code).click();
  await expect(phone.page).toHaveURL(
    new RegExp(`/tj/portal/account/orders/${client.orders[0]!.id}$`),
  );
  await expect(phone.page.getByRole('heading', { name: client.orders[0]!.code })).toBeVisible();
  await expect(phone.page.getByText('Плитка 60×60')).toBeVisible();
  await expect(phone.page.getByText('125,00 USD').first()).toBeVisible();
  // The item's photo, opened with the client's session, then larger.
  const thumbnail = phone.page.getByRole('img', { name: 'Акс: Плитка 60×60' });
  await thumbnail.scrollIntoViewIfNeeded();
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(160);
  await expect(thumbnail).toHaveAttribute('loading', 'lazy');
  await saveScreenshot(phone.page, 'portal-accounts-order-tj-390');
  await phone.page.getByRole('button', { name: 'Калонтар кушодан — Акс: Плитка 60×60' }).click();
  const photoDialog = phone.page.getByRole('dialog', { name: 'Плитка 60×60' });
  await expect
    .poll(() =>
      photoDialog.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBe(160);
  // Still once the dialog's opening motion has ended.
  await photoDialog.evaluate((dialog) =>
    Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  await saveScreenshot(phone.page, 'portal-accounts-photo-tj-390', { fullPage: false });
  await photoDialog.getByRole('button', { name: 'Пӯшидани акс' }).click();
  await expect(photoDialog).toHaveCount(0);
  const [download] = await Promise.all([
    phone.page.waitForEvent('download'),
    phone.page.getByRole('link', { name: 'Ҳисобнома (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^invoice-.+-tj\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // Its account follows all its orders, on by default: a status change comes by e-mail in Tajik.
  await phone.page.goto('/tj/portal/account');
  const follow = phone.page.getByRole('switch', {
    name: 'Мактубҳо дар бораи тағйироти фармоишҳо',
  });
  await expect(follow).toHaveAttribute('aria-checked', 'true');
  await apiOk(
    request.patch(`/api/admin/orders/${client.orders[0]!.id}/status`, {
      data: { status: 'completed' },
    }),
  );
  const [update] = await waitForMail(
    client.email,
    (mail) => mail.subject === `Фармоиши ${client.orders[0]!.code}: ҳолати нав`,
  );
  expect(update!.text).toContain('Ҳолати фармоиш: Анҷом ёфт');
  expect(update!.text).toContain(`/tj/portal/account/orders/${client.orders[0]!.id}`);
  // The one-click unsubscribe of that e-mail turns the switch off; the switch turns it on again.
  await phone.page.goto(linkPath(update!.text!, '/api/notifications/unsubscribe'));
  await expect(phone.page.getByRole('heading', { name: 'Обуна бекор шуд' })).toBeVisible();
  await phone.page.goto('/tj/portal/account');
  await expect(follow).toHaveAttribute('aria-checked', 'false');
  await expect(phone.page.getByText('Мактубҳо намеоянд')).toBeVisible();
  await saveScreenshot(phone.page, 'portal-accounts-follow-off-tj-390');
  await follow.click();
  await expect(follow).toHaveAttribute('aria-checked', 'true');
  await expect(phone.page.getByText('Мактубҳо меоянд')).toBeVisible();

  // The switch and the photo in the other three languages, on the phone.
  for (const [language, prefix, switchName, alt] of [
    ['ru', '', 'Письма об изменениях заказов', 'Фото: Плитка 60×60'],
    ['en', '/en', 'E-mails about your orders', 'Photo of Плитка 60×60'],
    ['zh', '/zh', '订单变更邮件', 'Плитка 60×60 的照片'],
  ] as const) {
    await phone.page.goto(`${prefix}/portal/account`);
    await expect(phone.page.getByRole('switch', { name: switchName })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await saveScreenshot(phone.page, `portal-accounts-account-${language}-390`);
    await phone.page.goto(`${prefix}/portal/account/orders/${client.orders[0]!.id}`);
    const photo = phone.page.getByRole('img', { name: alt });
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(160);
    await saveScreenshot(phone.page, `portal-accounts-order-${language}-390`);
  }

  // The same pages on a wide screen.
  await phone.page.goto(`/tj/portal/account/orders/${client.orders[0]!.id}`);
  await expect(phone.page.getByRole('heading', { name: client.orders[0]!.code })).toBeVisible();
  await phone.page.setViewportSize({ width: 1280, height: 900 });
  await saveScreenshot(phone.page, 'portal-accounts-order-tj-1280');
  await phone.page.goto('/tj/portal/account');
  await expect(orderList.getByRole('link')).toHaveCount(2);
  await saveScreenshot(phone.page, 'portal-accounts-account-tj-1280');

  // Staff take the account back: identity ends the client's session at once, so the session stays
  // ended when access is given again (not merely refused while access is off).
  const me = () => phone.page.request.get('/api/portal/me');
  expect((await me()).status()).toBe(200);
  await apiOk(request.delete(`/api/admin/counterparties/${client.id}/portal-access`));
  expect((await me()).status()).toBe(401);
  await apiOk(request.post(`/api/admin/counterparties/${client.id}/portal-invite`, { data: {} }));
  expect((await me()).status()).toBe(401);
  await phone.context.close();

  // The link a second time: refused with a page that says so, in Tajik.
  const again = await clientPage(browser, 390);
  await again.page.goto(link);
  await expect(
    again.page.getByRole('heading', { name: 'Истиноди воридшавӣ дигар амал намекунад' }),
  ).toBeVisible();
  await expect(again.page.getByRole('heading', { name: 'Даромадан' })).toBeVisible();
  await saveScreenshot(again.page, 'portal-accounts-link-used-tj-390');
  await again.context.close();
});

test('a client asks for a link on /portal; the page answers alike for any address', async ({
  page,
  request,
  browser,
}) => {
  await signInApi(request);
  const client = await createClient(request, `Ali ${Date.now().toString(36)}`);
  await apiOk(
    request.post(`/api/admin/counterparties/${client.id}/portal-invite`, {
      data: { language: 'ru' },
    }),
  );
  await waitForMail(client.email, (mail) => mail.subject === RUSSIAN_SUBJECT);

  for (const [width, email] of [
    [390, 'nobody-here@example.tj'],
    [1280, client.email],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/portal');
    await page.getByLabel('Ваш email', { exact: true }).last().fill(email);
    await page.getByRole('button', { name: 'Прислать ссылку' }).click();
    await expect(page.getByText('Если этот адрес принадлежит клиенту с кабинетом')).toBeVisible();
    await saveScreenshot(page, `portal-accounts-sign-in-ru-${width}`);
  }
  const [, requested] = await waitForMail(
    client.email,
    (mail) => mail.subject === RUSSIAN_SUBJECT,
    2,
  );
  const desk = await clientPage(browser, 1280);
  await desk.page.goto(linkPath(requested!.text!, '/portal/sign-in'));
  await expect(desk.page).toHaveURL(/\/portal\/account$/);
  await expect(desk.page.getByRole('heading', { name: 'Личный кабинет' })).toBeVisible();
  await saveScreenshot(desk.page, 'portal-accounts-account-ru-1280');

  // Signing out ends the session: the account asks to sign in again.
  await desk.page.getByRole('button', { name: 'Выйти' }).click();
  await expect(
    desk.page.getByRole('heading', { name: 'Войдите, чтобы открыть кабинет' }),
  ).toBeVisible();
  await desk.context.close();
});

test('tenancy sweep: every portal call with the other client’s ids, without a session, with a staff session and with a forged cookie answers 404 or 401 and never the other’s data', async ({
  playwright,
  request,
}) => {
  const base = test.info().project.use.baseURL;
  await signInApi(request);
  const clients = [
    await createClient(request, `Tenant A ${Date.now().toString(36)}`),
    await createClient(request, `Tenant B ${Date.now().toString(36)}`),
  ];
  // Each client signs in through its own e-mailed link, in a request context of its own.
  const sessions: APIRequestContext[] = [];
  for (const client of clients) {
    await apiOk(request.post(`/api/admin/counterparties/${client.id}/portal-invite`, { data: {} }));
    const [mail] = await waitForMail(client.email, (sent) => sent.subject === RUSSIAN_SUBJECT);
    const token = new URL(`http://x${linkPath(mail!.text!, '/portal/sign-in')}`).searchParams.get(
      'token',
    );
    const context = await playwright.request.newContext({ baseURL: base });
    await apiOk(context.post('/api/portal/session', { data: { token } }));
    sessions.push(context);
  }
  const noSession = await playwright.request.newContext({ baseURL: base });
  const forged = await playwright.request.newContext({
    baseURL: base,
    extraHTTPHeaders: { cookie: 'silkway_portal_session=forged-session-id' },
  });

  const orderCalls = (id: number, photoId: number) => [
    `/api/portal/orders/${id}`,
    `/api/portal/orders/${id}/invoice.pdf?lang=ru`,
    `/api/portal/orders/${id}/packing-list.pdf?lang=ru`,
    `/api/portal/orders/${id}/photos/${photoId}`,
  ];
  const everyCall = (client: Client) => [
    '/api/portal/me',
    '/api/portal/orders',
    '/api/portal/balance',
    '/api/portal/following',
    ...orderCalls(client.orders[0]!.id, client.photoId),
  ];
  let checked = 0;
  for (const [index, client] of clients.entries()) {
    const session = sessions[index]!;
    const otherClient = clients[1 - index]!;
    // Its own list holds its orders only; the other's ids answer 404 everywhere.
    const list = await apiOk<Array<{ id: number; code: string }>>(
      session.get('/api/portal/orders'),
    );
    expect(list.map((order) => order.id).sort()).toEqual(
      client.orders.map((order) => order.id).sort(),
    );
    checked += 1;
    // Its own photo opens, as an image; the other's photo neither through the other's order nor its own.
    const ownPhoto = await session.get(
      `/api/portal/orders/${client.orders[0]!.id}/photos/${client.photoId}`,
    );
    expect([ownPhoto.status(), ownPhoto.headers()['content-type']]).toEqual([200, 'image/png']);
    checked += 1;
    for (const order of [...otherClient.orders, client.orders[0]!])
      for (const path of orderCalls(order.id, otherClient.photoId)) {
        if (order === client.orders[0] && !path.includes('/photos/')) continue;
        const answer = await session.get(path);
        expect({ path, status: answer.status() }).toEqual({ path, status: 404 });
        const body = await answer.text();
        expect(body).not.toContain(otherClient.orders[0]!.code);
        expect(body).not.toContain('PNG');
        checked += 1;
      }
    // Without a client session, with a forged cookie and with a staff session: 401.
    for (const caller of [noSession, forged, request]) {
      for (const path of everyCall(client)) {
        const answer = await caller.get(path);
        expect({ path, status: answer.status() }).toEqual({ path, status: 401 });
        expect(await answer.text()).not.toContain(client.orders[0]!.code);
        checked += 1;
      }
      const switched = await caller.put('/api/portal/following', { data: { following: false } });
      expect(switched.status()).toBe(401);
      checked += 1;
    }
  }
  // A client's session opens no admin call.
  for (const session of sessions) {
    expect((await session.get('/api/admin/orders')).status()).toBe(401);
    checked += 1;
  }
  console.info(`tenancy sweep: ${checked} calls checked, none showed the other client's data`);
  for (const context of [...sessions, noSession, forged]) await context.dispose();
});
