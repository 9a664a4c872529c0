import type { Locator, Page } from '@playwright/test';
import { adminCredentials, apiOk, signIn } from '../testing/admin.js';
import { expect, test } from '../testing/fixtures.js';
import { saveScreenshot as screenshot, screenshotPath } from '../testing/screenshots.js';

/**
 * Issue 4: an admin runs an order end to end in the Orders tab: creates it, adds a kg and an m³
 * item, checks the totals, edits an item and reads its history, switches statuses, adds a photo
 * to a sent item, deletes an item and the order. Needs the started stack and an admin (E2E_*).
 */

/** A 1×1 PNG: the photo the sent item gets. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Picks `option` in the Radix select named `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const PAYMENT_CHOICES = ['Постоплата', 'Предоплата', 'Частично оплачено', 'Оплачено'];

/** The options of the payment status select in `form` (one vocabulary in the add and edit forms). */
async function paymentChoices(page: Page, form: Locator): Promise<string[]> {
  await form.getByLabel('Статус оплаты', { exact: true }).click();
  const choices = await page.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('option')).toHaveCount(0);
  return choices;
}

async function addItem(
  page: Page,
  overlay: Locator,
  item: {
    code: string;
    name: string;
    quantity: string;
    unit: 'kg' | 'm³';
    measure: string;
    price: string;
    transportPrice: string;
  },
) {
  await overlay.getByRole('button', { name: 'Добавить товар' }).click();
  const form = page.getByRole('dialog', { name: 'Новый товар' });
  await form.getByLabel('Код').fill(item.code);
  await form.getByLabel('Название').fill(item.name);
  await form.getByLabel('Количество').fill(item.quantity);
  if (item.unit === 'm³') await choose(page, form, 'Единица измерения', 'м³');
  await form.getByLabel(item.unit === 'kg' ? 'Вес, кг' : 'Объём, м³').fill(item.measure);
  await form.getByLabel('Цена за единицу, USD').fill(item.price);
  await form.getByLabel(/^Цена доставки за единицу/).fill(item.transportPrice);
  expect(await paymentChoices(page, form)).toEqual(PAYMENT_CHOICES);
  await form.getByRole('button', { name: 'Добавить товар' }).click();
  await expect(form).toBeHidden();
  await expect(overlay.getByRole('article', { name: item.code })).toBeVisible();
}

const totalOf = (overlay: Locator) =>
  overlay.getByText('Общая сумма').locator('xpath=following-sibling::dd');

test('an admin runs an order from creation to deletion', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.getByRole('link', { name: 'Заказы', exact: true }).click();
  const orderName = `E2E заказ ${Date.now()}`;

  // Create: the overlay of the new order opens and the address names it.
  await page.getByRole('button', { name: 'Добавить заказ' }).click();
  const orderForm = page.getByRole('dialog', { name: 'Новый заказ' });
  await orderForm.getByLabel('Название').fill(orderName);
  await orderForm.getByLabel('Код').fill(`E2E-${Date.now()}`);
  await orderForm.getByRole('button', { name: 'Создать заказ' }).click();
  const overlay = page.getByRole('dialog', { name: orderName });
  await expect(overlay).toBeVisible();
  await expect(page).toHaveURL(/[?&]order=\d+/);

  // A kg item (2 × 10 + 5 kg × 3 = 35) and an m³ item (2 × 1.5 m³ × 100 + 1.5 × 50 = 375).
  await addItem(page, overlay, {
    code: 'E2E-KG',
    name: 'Кроссовки',
    quantity: '2',
    unit: 'kg',
    measure: '5',
    price: '10',
    transportPrice: '3',
  });
  await addItem(page, overlay, {
    code: 'E2E-M3',
    name: 'Мебель',
    quantity: '2',
    unit: 'm³',
    measure: '1.5',
    price: '100',
    transportPrice: '50',
  });
  await expect(totalOf(overlay)).toHaveText('410,00 USD');
  await expect(overlay.getByRole('article', { name: 'E2E-M3' }).getByText('1.5 м³')).toBeVisible();

  // Edit the kg item: 3 pairs instead of 2 → 45 + 375 = 420, and the history says so.
  const kgItem = overlay.getByRole('article', { name: 'E2E-KG' });
  await kgItem.getByRole('button', { name: 'Изменить' }).click();
  const editForm = page.getByRole('dialog', { name: 'Изменить товар' });
  expect(await paymentChoices(page, editForm)).toEqual(PAYMENT_CHOICES);
  await editForm.getByLabel('Количество').fill('3');
  await editForm.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Товар успешно обновлен', { exact: true })).toBeVisible();
  await expect(totalOf(overlay)).toHaveText('420,00 USD');
  // The history is written by a queue worker: look until it has arrived.
  await expect(async () => {
    await kgItem.getByRole('button', { name: 'История' }).click();
    const history = page.getByRole('dialog', { name: 'История изменений' });
    try {
      // The item's creation is in the history too; this is the edit: quantity 2 → 3, by this admin.
      const quantityEdit = history
        .getByRole('listitem')
        .filter({ hasText: 'Количество' })
        .filter({ hasText: /2\s*→\s*3/ });
      await expect(quantityEdit).toBeVisible({ timeout: 1_000 });
      await expect(quantityEdit).toContainText(adminCredentials().username);
    } finally {
      await page.keyboard.press('Escape');
      await expect(history).toBeHidden();
    }
  }).toPass({ timeout: 20_000 });

  // Statuses: the order is completed, the kg item is sent and gets a photo.
  await choose(page, overlay, 'Статус заказа', 'Завершён');
  await expect(page.getByText('Заказ успешно обновлен', { exact: true })).toBeVisible();
  await expect(overlay.getByText('Завершён').first()).toBeVisible();
  await expect(kgItem.getByRole('button', { name: /^Фото/ })).toHaveCount(0);
  await choose(page, kgItem, 'Статус товара', 'Отправлено');
  await expect(kgItem.getByRole('button', { name: 'Фото: 0' })).toBeVisible();
  await kgItem.getByRole('button', { name: 'Фото: 0' }).click();
  const photos = page.getByRole('dialog', { name: 'Фотографии товара E2E-KG' });
  await photos
    .getByTestId('photo-input')
    .setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(photos.getByRole('img')).toHaveCount(1);
  await photos.getByRole('button', { name: 'Сохранить фото' }).click();
  await expect(kgItem.getByRole('button', { name: 'Фото: 1' })).toBeVisible();

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 800 });
    await screenshot(page, `admin-order-overlay-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Delete the m³ item, then the order.
  await overlay
    .getByRole('article', { name: 'E2E-M3' })
    .getByRole('button', { name: 'Удалить' })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Удалить товар?' })
    .getByRole('button', { name: 'Удалить' })
    .click();
  await expect(overlay.getByRole('article', { name: 'E2E-M3' })).toHaveCount(0);
  await expect(totalOf(overlay)).toHaveText('45,00 USD');

  await overlay.getByRole('button', { name: 'Закрыть', exact: true }).first().click();
  await expect(page).not.toHaveURL(/order=/);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 800 });
    await screenshot(page, `admin-orders-tab-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('searchbox', { name: 'Поиск заказов' }).fill(orderName);
  await page.getByRole('button', { name: 'Найти' }).click();
  await page.getByRole('button', { name: orderName }).first().click();
  await expect(overlay).toBeVisible();
  await overlay.getByRole('button', { name: 'Удалить заказ' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Удалить заказ?' });
  await expect(confirm.getByText('Это действие нельзя отменить.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Удалить навсегда' }).click();
  await expect(page.getByText('Заказ успешно удален', { exact: true })).toBeVisible();
  await expect(overlay).toBeHidden();
  await expect(page.getByText('Ничего не найдено')).toBeVisible();
});

async function stockQuantity(page: Page, warehouseId: number, lineId: number) {
  const response = await page.request.get(`/api/admin/warehouse-inventory/${warehouseId}`);
  const lines = (await response.json()) as { id: number; quantity: number }[];
  return lines.find((line) => line.id === lineId)?.quantity;
}

test('an admin takes goods from a warehouse and keeps the order documents', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const stamp = Date.now();
  const code = `E2E-INV-${stamp}`;

  // A warehouse with 10 cables at $12.50 (0.2 m³ each), and an order, through the API.
  const warehouse = await apiOk<{ id: number; name: string }>(
    page.request.post('/api/admin/warehouses', {
      data: {
        location: `E2E склад ${stamp}`,
      },
    }),
  );
  const line = await apiOk<{ id: number }>(
    page.request.post('/api/admin/warehouse-inventory', {
      data: {
        warehouseId: warehouse.id,
        code,
        name: 'Кабель',
        description: 'Медный, бухта 100 м',
        quantity: 10,
        pricePerUnit: 12.5,
        volume: 0.2,
        volumeType: 'm³',
      },
    }),
  );
  const orderName = `E2E склад и документы ${stamp}`;
  const order = await apiOk<{ id: number }>(
    page.request.post('/api/admin/orders', { data: { name: orderName } }),
  );

  await page.goto(`/admin?order=${order.id}`);
  const overlay = page.getByRole('dialog', { name: orderName });
  await expect(overlay).toBeVisible();

  // From warehouse: search by description, pick the line, 11 is refused, 4 are taken.
  await overlay.getByRole('button', { name: 'Из склада' }).click();
  const fromWarehouse = page.getByRole('dialog', { name: 'Добавить товар со склада' });
  const add = fromWarehouse.getByRole('button', { name: 'Добавить в заказ' });
  await choose(page, fromWarehouse, 'Склад', warehouse.name);
  await fromWarehouse.getByLabel('Поиск по складу').fill('медный');
  await fromWarehouse.getByRole('radio', { name: `${code} · Кабель` }).check();
  await expect(fromWarehouse.getByText('Доступно: 10')).toBeVisible();
  await fromWarehouse.getByLabel('Количество').fill('11');
  await expect(fromWarehouse.getByText('На складе доступно только 10')).toBeVisible();
  await expect(add).toBeDisabled();
  await fromWarehouse.getByLabel('Количество').fill('4');
  await expect(fromWarehouse.getByText('50,00 USD')).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 800 });
    await screenshot(page, `admin-from-warehouse-${width}`, { fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await add.click();
  await expect(fromWarehouse).toBeHidden();
  await expect(page.getByText('Товар добавлен', { exact: true })).toBeVisible();

  // The item: На складе, unpaid, no photos, 4 × 12.50 = 50; the stock goes from 10 to 6.
  const taken = overlay.getByRole('article', { name: code, exact: true });
  await expect(taken.getByText('Постоплата')).toBeVisible();
  await expect(taken.getByLabel('Статус товара')).toHaveText('На складе');
  await expect(taken.getByRole('button', { name: /^Фото/ })).toHaveCount(0);
  await expect(totalOf(overlay)).toHaveText('50,00 USD');
  await expect(taken.getByText('Списано со склада')).toBeVisible({ timeout: 20_000 });
  expect(await stockQuantity(page, warehouse.id, line.id)).toBe(6);

  // Taking 7 more than the 6 left is refused by the inventory: the item says so, with the reason.
  await apiOk(
    page.request.post(`/api/admin/orders/${order.id}/items`, {
      data: {
        fromInventory: true,
        inventoryItemId: line.id,
        quantity: 7,
        code: `${code}-7`,
        name: 'Кабель',
        pricePerUnit: 12.5,
      },
    }),
  );
  await page.reload();
  const refused = overlay.getByRole('article', { name: `${code}-7` });
  await expect(refused.getByText('Не списано со склада')).toBeVisible({ timeout: 20_000 });
  await expect(refused.getByText(/доступно 6, запрошено 7/)).toBeVisible();
  await refused.screenshot({ path: screenshotPath('admin-order-item-stock-refused') });
  expect(await stockQuantity(page, warehouse.id, line.id)).toBe(6);

  // Deleting the taken item says its 4 units go back, and they do; the refused one gives nothing back.
  await taken.getByRole('button', { name: 'Удалить' }).click();
  const confirmation = page.getByRole('alertdialog', { name: 'Удалить товар?' });
  await expect(confirmation).toContainText('4 шт. вернутся на склад');
  await confirmation.screenshot({ path: screenshotPath('admin-item-delete-gives-stock-back') });
  await confirmation.getByRole('button', { name: 'Удалить' }).click();
  await expect(taken).toBeHidden();
  await expect.poll(() => stockQuantity(page, warehouse.id, line.id), { timeout: 20_000 }).toBe(10);
  await refused.getByRole('button', { name: 'Удалить' }).click();
  await expect(confirmation).not.toContainText('вернутся на склад');
  await confirmation.getByRole('button', { name: 'Отмена' }).click();

  // Documents: a folder, a PNG uploaded into it and downloaded, a refused type, then both deleted.
  await overlay.getByRole('button', { name: 'Документы', exact: true }).click();
  const documents = page.getByRole('dialog', { name: 'Документы заказа' });
  await expect(documents.getByText('Папка пуста')).toBeVisible();
  await documents.getByLabel('Название папки').fill('Накладные');
  await documents.getByRole('button', { name: 'Создать папку' }).click();
  await expect(page.getByText('Папка создана', { exact: true })).toBeVisible();
  await documents.getByRole('button', { name: 'Открыть папку Накладные' }).click();
  await expect(documents.getByText('Папка пуста')).toBeVisible();

  const fileInput = documents.getByTestId('document-input');
  await fileInput.setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(documents.getByLabel('Название файла')).toHaveValue('pixel.png');
  await documents.getByLabel('Название файла').fill('Фото накладной');
  await documents.getByRole('button', { name: 'Загрузить' }).click();
  await expect(page.getByText('Файл загружен', { exact: true })).toBeVisible();
  const contents = documents.getByRole('list', { name: 'Папки и файлы' });
  await expect(contents.getByText('Фото накладной')).toBeVisible();
  await expect(contents.getByText('PNG', { exact: true })).toBeVisible();
  await expect(contents.getByText(new RegExp(`^${PIXEL_PNG.length}\\s+Б$`))).toBeVisible();

  const download = page.waitForEvent('download');
  await documents.getByRole('button', { name: 'Скачать Фото накладной' }).click();
  expect((await download).suggestedFilename()).toBe('Фото накладной.png');

  await fileInput.setInputFiles({
    name: 'archive.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('504b0304140000000800', 'hex'),
  });
  await documents.getByRole('button', { name: 'Загрузить' }).click();
  // The server's reason under the product.md §8 title.
  const refusal = page
    .getByRole('region', { name: 'Уведомления (F8)', includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: 'Не удалось загрузить файл' });
  await expect(refusal).toContainText('Недопустимый тип файла');
  await documents.getByRole('button', { name: 'Отмена' }).click();

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 800 });
    await screenshot(page, `admin-order-documents-${width}`, { fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await documents.getByRole('button', { name: 'Удалить файл Фото накладной' }).click();
  await page
    .getByRole('alertdialog', { name: 'Удалить файл?' })
    .getByRole('button', { name: 'Удалить' })
    .click();
  await expect(page.getByText('Файл удален', { exact: true })).toBeVisible();
  await expect(documents.getByText('Папка пуста')).toBeVisible();

  await documents.getByRole('button', { name: 'Назад' }).click();
  await documents.getByRole('button', { name: 'Удалить папку Накладные' }).click();
  const confirmFolder = page.getByRole('alertdialog', { name: 'Удалить папку?' });
  await expect(confirmFolder.getByText('и все файлы в ней будут удалены')).toBeVisible();
  await confirmFolder.getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByText('Папка удалена', { exact: true })).toBeVisible();
  await expect(documents.getByText('Папка пуста')).toBeVisible();

  // Clean up what the API made.
  for (const path of [
    `/api/admin/orders/${order.id}`,
    `/api/admin/warehouse-inventory/${line.id}`,
    `/api/admin/warehouses/${warehouse.id}`,
  ])
    expect((await page.request.delete(path)).ok(), path).toBe(true);
});
