import { fileURLToPath } from 'node:url';
import { apiOk, signIn } from '../testing/admin.js';
import { expect, test } from '../testing/fixtures.js';

/**
 * Issue 26: an item's change history and Журнал name fields as the item form does and values as the
 * card shows them (units, payment status, Да/Нет, USD), never the stored names (`kg`, `unpaid`,
 * `autoCalculate`); screenshots of both at 390 and 1280 px.
 */

interface Created {
  id: number;
}

const shot = (name: string) =>
  fileURLToPath(new URL(`../../docs/screenshots/issue-26/${name}.png`, import.meta.url));
const RAW_NAMES = ['volumeType', 'paymentStatus', 'autoCalculate', 'pricePerUnit', 'unpaid'];

test('the item history and Журнал speak Russian', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const code = `CL-${Date.now()}`;
  const order = await apiOk<Created>(
    page.request.post('/api/admin/orders', { data: { name: `E2E подписи ${code}` } }),
  );
  const item = await apiOk<Created>(
    page.request.post(`/api/admin/orders/${order.id}/items`, {
      data: { code, name: 'Плитка', pricePerUnit: 10, weight: 12.5 },
    }),
  );
  await apiOk(
    page.request.put(`/api/admin/order-items/${item.id}`, {
      data: {
        volumeType: 'm³',
        volume: 1.5,
        paymentStatus: 'partial',
        autoCalculate: false,
        pricePerUnit: 12.5,
      },
    }),
  );

  await page.goto(`/admin?order=${order.id}`);
  const card = page.getByRole('article', { name: code });
  const history = page.getByRole('dialog', { name: 'История изменений' });
  // The item's creation is in the history too (from empty); these are the edit's entries.
  const edited = (label: string, change: RegExp) =>
    history
      .getByRole('listitem')
      .filter({ has: page.getByText(label, { exact: true }) })
      .filter({ hasText: change });
  // The history is written by a queue worker: look until the edit has arrived.
  await expect(async () => {
    await card.getByRole('button', { name: 'История' }).click();
    try {
      await expect(edited('Статус оплаты', /Постоплата\s*→\s*Частично оплачено/)).toBeVisible({
        timeout: 1_000,
      });
    } catch (error) {
      await page.keyboard.press('Escape');
      throw error;
    }
  }).toPass({ timeout: 20_000 });
  await expect(edited('Единица измерения', /кг\s*→\s*м³/)).toBeVisible();
  await expect(edited('Автоматический расчёт', /Да\s*→\s*Нет/)).toBeVisible();
  await expect(edited('Цена за единицу, USD', /10,00\sUSD\s*→\s*12,50\sUSD/)).toBeVisible();
  for (const raw of RAW_NAMES) await expect(history).not.toContainText(raw);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await history.screenshot({ path: shot(`item-history-${width}`) });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/audit');
  const filters = page.getByRole('form', { name: 'Фильтры журнала' });
  await filters.getByLabel('Запись', { exact: true }).click();
  await page.getByRole('option', { name: 'Товар', exact: true }).click();
  await filters.getByLabel('Номер записи').fill(String(item.id));
  const edit = page.getByRole('article', { name: `Изменение: Товар ${code} · Плитка` });
  await expect(async () => {
    await filters.getByRole('button', { name: 'Показать' }).click();
    await expect(edit).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  // An edit of more than four fields comes folded under its count: unfold it.
  await edit.locator('summary').click();
  const row = (label: string) => edit.getByRole('row', { name: new RegExp(`^${label}`) });
  await expect(row('Статус оплаты').getByRole('cell')).toHaveText([
    'Постоплата',
    'Частично оплачено',
  ]);
  await expect(row('Единица измерения').getByRole('cell')).toHaveText(['кг', 'м³']);
  await expect(row('Автоматический расчёт').getByRole('cell')).toHaveText(['Да', 'Нет']);
  for (const raw of RAW_NAMES) await expect(edit).not.toContainText(raw);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: shot(`audit-log-${width}`) });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }
});
