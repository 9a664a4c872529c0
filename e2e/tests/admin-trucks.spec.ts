import type { Page } from '@playwright/test';
import { apiOk, signIn } from '../testing/admin.js';
import { expect, test } from '../testing/fixtures.js';
import { saveScreenshot } from '../testing/screenshots.js';

/**
 * An admin adds a truck, loads an order item into it from the item edit form, sees the goods,
 * weight, volume and fill on the card and in the truck dialog, files a document in a folder of the
 * truck's materials, deletes them and the truck. Needs the started stack and an admin (E2E_*).
 */

const WIDTHS = [1280, 390] as const;
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

test('an admin loads a truck and keeps its materials', async ({ page }) => {
  test.setTimeout(30_000);
  await signIn(page);
  const number = `E2E ${Date.now().toString(36).toUpperCase()}`;

  // Add the truck: 12 m³, В пути.
  await page.goto('/admin/trucks');
  await page.getByRole('button', { name: 'Добавить трак' }).click();
  const truckForm = page.getByRole('dialog', { name: 'Добавить трак' });
  await truckForm.getByLabel('Номер трака').fill(number);
  await expect(truckForm.getByLabel('Вместимость (м³)')).toHaveAttribute('step', '0.001');
  await truckForm.getByLabel('Вместимость (м³)').fill('12');
  await truckForm.getByLabel('Статус', { exact: true }).click();
  await page.getByRole('option', { name: 'В пути', exact: true }).click();
  await truckForm.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(toast(page, 'Трак добавлен')).toBeVisible();
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: `Открыть трак ${number}` }) });
  await expect(card.getByText('В пути')).toBeVisible();
  await expect(card.getByText('0.0%')).toBeVisible();

  // An order item of 4.2 m³ and 350 kg, put into the truck from the item edit form.
  const order = await apiOk<{ id: number }>(
    page.request.post('/api/admin/orders', { data: { name: `E2E трак ${number}` } }),
  );
  await apiOk(
    page.request.post(`/api/admin/orders/${order.id}/items`, {
      data: {
        code: 'E2E-TRK',
        name: 'Холодильники',
        quantity: 3,
        volumeType: 'm³',
        volume: 4.2,
        weight: 350,
        expectedDeliveryDate: '2026-12-20',
      },
    }),
  );
  await page.goto(`/admin?order=${order.id}`);
  const item = page.getByRole('article', { name: 'E2E-TRK' });
  await item.getByRole('button', { name: 'Изменить' }).click();
  const itemForm = page.getByRole('dialog', { name: 'Изменить товар' });
  await itemForm.getByLabel('Трак', { exact: true }).click();
  await page.getByRole('option', { name: number, exact: true }).click();
  await itemForm.getByRole('button', { name: 'Сохранить' }).click();
  await expect(itemForm).toBeHidden();

  // The projection follows: the card shows the load and 35.0 % (4.2 of 12 m³).
  await page.goto('/admin/trucks');
  await expect(async () => {
    await page.reload();
    await expect(card.getByText('35.0%')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(card.getByText('350 кг')).toBeVisible();
  await expect(card.getByText('4.2 м³')).toBeVisible();

  // The truck dialog: figures and the goods (no counterparty → 'не указан').
  await card.getByRole('button', { name: `Открыть трак ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`Трак ${number}`) });
  const goods = dialog.getByRole('list', { name: 'Товары в траке' });
  await expect(goods.getByText('E2E-TRK')).toBeVisible();
  await expect(goods.getByText('Холодильники')).toBeVisible();
  await expect(goods.getByText('не указан')).toBeVisible();
  await expect(goods.getByText('20.12.2026')).toBeVisible();

  // Materials: a folder, a file uploaded into it, downloaded, then both deleted after confirmations.
  await dialog.getByLabel('Название папки').fill('Накладные');
  await dialog.getByRole('button', { name: 'Создать папку' }).click();
  await expect(toast(page, 'Папка создана')).toBeVisible();
  await dialog.getByRole('button', { name: 'Открыть папку Накладные' }).click();
  await dialog
    .getByTestId('document-input')
    .setInputFiles({ name: 'cmr.txt', mimeType: 'text/plain', buffer: Buffer.from('CMR 42') });
  await dialog.getByRole('button', { name: 'Загрузить' }).click();
  await expect(toast(page, 'Файл загружен')).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await saveScreenshot(page, `admin-truck-dialog-${width}`);
  }
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Скачать cmr.txt' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('cmr.txt');

  await dialog.getByRole('button', { name: 'Удалить файл cmr.txt' }).click();
  await page
    .getByRole('alertdialog', { name: 'Удалить файл?' })
    .getByRole('button', { name: 'Удалить' })
    .click();
  await expect(toast(page, 'Файл удален')).toBeVisible();
  await expect(toast(page, 'Успешно').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Назад' }).click();
  await dialog.getByRole('button', { name: 'Удалить папку Накладные' }).click();
  const folderConfirm = page.getByRole('alertdialog', { name: 'Удалить папку?' });
  await expect(
    folderConfirm.getByText('Папка «Накладные» и все файлы в ней будут удалены.'),
  ).toBeVisible();
  await folderConfirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(toast(page, 'Папка удалена')).toBeVisible();
  // The close button, not Escape: with a toast on screen, Escape goes to the toast first.
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(dialog).toBeHidden();

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await saveScreenshot(page, `admin-trucks-tab-${width}`);
  }

  // Deleting the order empties the truck; then the truck goes, after a confirmation.
  await apiOk(page.request.delete(`/api/admin/orders/${order.id}`));
  await expect(async () => {
    await page.reload();
    await expect(card.getByText('0.0%')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await card.getByRole('button', { name: `Удалить трак ${number}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Удалить трак?' })
    .getByRole('button', { name: 'Удалить' })
    .click();
  await expect(toast(page, 'Трак удалён')).toBeVisible();
  await expect(card).toBeHidden();
});
