import type { Page } from '@playwright/test';
import { apiOk, signIn, signInApi } from '../testing/admin.js';
import { expect, test } from '../testing/fixtures.js';
import { saveScreenshot } from '../testing/screenshots.js';

/**
 * Issue 35 §4: an owner makes an API token on Интеграции, reads it the one time it is shown, an
 * integration calls the admin API with it, and once the owner revokes it the next call is refused.
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

for (const language of ['en', 'zh'] as const) {
  test(`Интеграции looks right on a phone, in ${language}`, async ({ page, request }) => {
    await signInApi(request);
    await apiOk(
      request.post('/api/admin/api-tokens', {
        data: { name: `E2E phone ${language} ${Date.now()}`, role: 'manager' },
      }),
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
    await page.goto('/admin/integrations');
    await expect(
      page.getByRole('heading', { name: language === 'en' ? 'API tokens' : 'API 令牌' }),
    ).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: `E2E phone ${language}` }),
    ).toBeVisible();
    await saveScreenshot(page, `admin-integrations-390-${language}`);
  });
}
