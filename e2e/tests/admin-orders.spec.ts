import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Issue 4: an admin runs an order end to end in the Orders tab: creates it, adds a kg and an m³
 * item, checks the totals, edits an item and reads its history, switches statuses, adds a photo
 * to a sent item, deletes an item and the order. Needs the started stack and an admin (E2E_*).
 */

const screenshotDirectory = fileURLToPath(new URL('../screenshots/', import.meta.url));
mkdirSync(screenshotDirectory, { recursive: true });

/** A 1×1 PNG: the photo the sent item gets. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function adminCredentials() {
  const username = process.env.E2E_ADMIN_USERNAME;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!username || !password)
    throw new Error(
      'Set E2E_ADMIN_USERNAME and E2E_ADMIN_PASSWORD to an existing admin (npm test does).',
    );
  return { username, password };
}

async function signIn(page: Page) {
  const { username, password } = adminCredentials();
  await page.goto('/admin');
  await page.getByLabel('Логин').fill(username);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText(/Добро пожаловать/)).toBeVisible();
}

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `${screenshotDirectory}${name}.png`, fullPage: true });
  const bodyWidth = (await page.locator('body').boundingBox())?.width ?? 0;
  expect(bodyWidth).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** Picks `option` in the Radix select named `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
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
  await form.getByRole('button', { name: 'Добавить товар' }).click();
  await expect(form).toBeHidden();
  await expect(overlay.getByRole('article', { name: item.code })).toBeVisible();
}

const totalOf = (overlay: Locator) =>
  overlay.getByText('Общая сумма').locator('xpath=following-sibling::dd');

test('an admin runs an order from creation to deletion', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
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
  await expect(totalOf(overlay)).toHaveText('$410.00 USD');
  await expect(overlay.getByRole('article', { name: 'E2E-M3' }).getByText('1.5 м³')).toBeVisible();

  // Edit the kg item: 3 pairs instead of 2 → 45 + 375 = 420, and the history says so.
  const kgItem = overlay.getByRole('article', { name: 'E2E-KG' });
  await kgItem.getByRole('button', { name: 'Изменить' }).click();
  const editForm = page.getByRole('dialog', { name: 'Изменить товар' });
  await editForm.getByLabel('Количество').fill('3');
  await editForm.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Товар успешно обновлен', { exact: true })).toBeVisible();
  await expect(totalOf(overlay)).toHaveText('$420.00 USD');
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
  await expect(totalOf(overlay)).toHaveText('$45.00 USD');

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
