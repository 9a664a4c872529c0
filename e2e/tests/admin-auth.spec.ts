import { request, type Page } from '@playwright/test';
import { adminCredentials, signIn } from '../testing/admin.js';
import { expect, test } from '../testing/fixtures.js';
import { saveScreenshot as screenshot } from '../testing/screenshots.js';

/** Issue 3: the back office's door. The stack and its first admin come from `npm test` (E2E_* env). */

async function fillLogin(page: Page, username: string, password: string) {
  await page.getByLabel('Логин').fill(username);
  await page.getByLabel('Пароль').fill(password);
}

test('a wrong password is refused with the spec text', async ({ page }) => {
  await page.goto('/admin');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Система управления заказами' }),
  ).toBeVisible();
  await fillLogin(page, adminCredentials().username, 'definitely-not-the-password');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert')).toHaveText('Неверные учетные данные');
  await screenshot(page, 'admin-login-refused-1280');
  await expect(page.getByText(/Добро пожаловать/)).toHaveCount(0);
});

test('an empty form names the missing fields without calling the server', async ({ page }) => {
  let loginCalls = 0;
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/admin/login')) loginCalls += 1;
  });
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('Введите логин')).toBeVisible();
  await expect(page.getByText('Введите пароль')).toBeVisible();
  expect(loginCalls).toBe(0);
});

test('sign in, keep the session and the tab over a reload, sign out for good', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/admin');
  const fullName = await signIn(page);
  await expect(page.getByText(`Добро пожаловать, ${fullName}`)).toBeVisible();
  await expect(page.getByText('Система управления заказами')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Сводка' })).toHaveAttribute('aria-current', 'page');

  const stored = await page.evaluate(() => Object.values(localStorage).join('\n'));
  expect(stored).not.toContain(adminCredentials().password);

  await page.getByRole('link', { name: 'Склады' }).click();
  await expect(page).toHaveURL(/\/admin\/warehouses$/);
  await page.reload();
  await expect(page.getByText(`Добро пожаловать, ${fullName}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Склады' })).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(page).toHaveURL(/\/admin$/);
  // /admin opens on the summary (docs/payments.md "The summary").
  await expect(page.getByRole('link', { name: 'Сводка', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.goto('/admin/counterparty/not-a-number');
  await expect(page.getByText('Контрагент не найден')).toBeVisible();
  await screenshot(page, 'admin-counterparty-invalid-1280');
  // Opened directly, so Back leads to the page's own tab.
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page).toHaveURL(/\/admin\/counterparties$/);

  const sessionCookies = (await context.cookies()).filter((cookie) => cookie.httpOnly);
  expect(sessionCookies.length).toBeGreaterThan(0);
  const oldCookieHeader = sessionCookies
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');

  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('adminUser'))).toBeNull();

  const outsider = await request.newContext({ baseURL });
  const withOldCookie = await outsider.get('/api/admin/me', {
    headers: { cookie: oldCookieHeader },
  });
  expect(withOldCookie.status()).toBe(401);
  await outsider.dispose();
});

for (const width of [390, 1280]) {
  test(`login screen and dashboard at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 800 });
    await page.goto('/admin');
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    await screenshot(page, `admin-login-${width}`);

    const fullName = await signIn(page);
    await expect(page.getByText(`Добро пожаловать, ${fullName}`)).toBeVisible();
    await screenshot(page, `admin-dashboard-${width}`);

    await page.goto('/admin/search');
    await expect(page.getByRole('link', { name: 'Поиск' })).toBeInViewport();
    await screenshot(page, `admin-search-tab-${width}`);

    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  });
}
