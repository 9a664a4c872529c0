import type { Page } from '@playwright/test';
import { apiOk, signIn, signInApi } from '../testing/admin.js';
import { expect, test } from '../testing/fixtures.js';
import { saveScreenshot } from '../testing/screenshots.js';
import { STAFF_PASSWORD, addStaffMemberApi, openPage, signInAs } from '../testing/staff.js';

/**
 * Issue 21: an owner adds a warehouse colleague on Сотрудники; the colleague, signed in in another
 * browser, has no counterparties tab and reads an item's price without being able to change it.
 */

async function chooseIn(page: Page, dialogName: string, label: string, option: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an owner adds a warehouse colleague, who sees no counterparties and cannot change a price', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // An order with an item, made by the owner through the API, for the colleague to look at.
  await signInApi(request);
  const order = await apiOk<{ id: number }>(
    request.post('/api/admin/orders', { data: { name: `E2E роли ${Date.now()}` } }),
  );
  await apiOk(
    request.post(`/api/admin/orders/${order.id}/items`, {
      data: { code: 'E2E-ROLE', name: 'Стол', quantity: 2, pricePerUnit: '15.00' },
    }),
  );

  await signIn(page);
  await page.getByRole('link', { name: 'Сотрудники' }).click();
  await expect(page.getByRole('heading', { name: 'Сотрудники' })).toBeVisible();
  const username = `e2e-wh-${Date.now()}`;
  await page.getByRole('button', { name: 'Добавить сотрудника' }).click();
  const form = page.getByRole('dialog', { name: 'Новый сотрудник' });
  await form.getByLabel('Логин').fill(username);
  await form.getByLabel('Имя').fill('Склад Е2Е');
  await form.getByLabel('Email').fill(`${username}@example.com`);
  await chooseIn(page, 'Новый сотрудник', 'Роль', 'Склад');
  await form.getByLabel(/^Пароль/).fill(STAFF_PASSWORD);
  await form.getByRole('button', { name: 'Добавить' }).click();
  await expect(form).toBeHidden();
  const row = page.locator(`[data-testid="staff-row"][data-username="${username}"]`);
  await expect(row).toContainText('Склад Е2Е');
  await expect(row).toContainText('Склад');
  await saveScreenshot(page, 'admin-staff-1280-ru');

  // The colleague, in a browser of their own.
  const colleagueContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const colleague = await colleagueContext.newPage();
  try {
    await signInAs(colleague, username);
    const tabs = colleague.getByRole('navigation', { name: 'Разделы' });
    await expect(tabs.getByRole('link', { name: 'Заказы' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Склады' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Контрагенты' })).toHaveCount(0);
    await expect(tabs.getByRole('link', { name: 'Сотрудники' })).toHaveCount(0);
    // Nor does the address open it, nor does the API answer it.
    await openPage(colleague, '/admin/counterparties');
    await expect(colleague).toHaveURL(/\/admin\/orders$/);
    expect((await colleague.request.get('/api/admin/counterparties')).status()).toBe(403);

    await openPage(colleague, `/admin?order=${order.id}`);
    const item = colleague.getByRole('article', { name: 'E2E-ROLE' });
    await item.getByRole('button', { name: 'Изменить' }).click();
    const itemForm = colleague.getByRole('dialog', { name: 'Изменить товар' });
    await expect(itemForm.getByLabel('Цена за единицу, USD')).toBeDisabled();
    await expect(itemForm.getByLabel('Цена за единицу, USD')).toHaveValue('15');
  } finally {
    await colleagueContext.close();
  }
});

test('the staff tab and the profile menu look right on a phone, in English', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { name: 'Staff' })).toBeVisible();
  await expect(page.locator('[data-testid="staff-row"]').first()).toBeVisible();
  await saveScreenshot(page, 'admin-staff-390-en');
  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByRole('dialog', { name: 'Profile' })).toBeVisible();
  await expect(page.getByText('This device')).toBeVisible();
  await saveScreenshot(page, 'admin-profile-390-en', { fullPage: false });
});

test('an owner saving a colleague renamed meanwhile is shown both names, and applies theirs over it once', async ({
  page,
  request,
}) => {
  const username = `e2e-ver-${Date.now()}`;
  await addStaffMemberApi(request, { username, fullName: 'Рустам Набиев', role: 'manager' });
  await signIn(page);
  await page.getByRole('link', { name: 'Сотрудники' }).click();
  const row = page.locator(`[data-testid="staff-row"][data-username="${username}"]`);
  await row.getByRole('button', { name: 'Изменить' }).click();
  const form = page.getByRole('dialog', { name: 'Сотрудник' });
  await form.getByLabel('Имя').fill('Рустам Н.');

  // A colleague renames the account while the dialog is open.
  await apiOk(request.patch(`/api/admin/users/${username}`, { data: { fullName: 'Рустам Б.' } }));
  await form.getByRole('button', { name: 'Сохранить' }).click();
  const conflict = page.getByRole('dialog', {
    name: 'Запись изменили, пока вы её редактировали',
  });
  await expect(conflict).toContainText('Рустам Б.');
  await expect(conflict).toContainText('Рустам Н.');
  await conflict.getByRole('button', { name: 'Применить мои поверх' }).click();
  await expect(row).toContainText('Рустам Н.');
  const staff = await apiOk<Array<{ username: string; fullName: string; version: number }>>(
    request.get('/api/admin/users'),
  );
  expect(staff.find((user) => user.username === username)).toMatchObject({
    fullName: 'Рустам Н.',
    version: 3,
  });
});
