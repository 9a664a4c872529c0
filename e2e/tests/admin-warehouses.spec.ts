import type { Page } from '@playwright/test';
import { signIn } from '../testing/admin.js';
import { expect, test } from '../testing/fixtures.js';
import { saveScreenshot } from '../testing/screenshots.js';

/**
 * The Warehouses tab and a warehouse's page (product.md §2.10): an admin creates a warehouse, stocks it,
 * edits and searches the line, sees the count on the card, deletes the line and the warehouse.
 * Needs the started stack and an admin (E2E_*).
 */

async function atWidth(page: Page, width: number, name: string) {
  await page.setViewportSize({ width, height: width < 800 ? 844 : 800 });
  await saveScreenshot(page, `${name}-${width}`);
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test('an admin creates a warehouse, stocks it and sees the count', async ({ page }) => {
  test.setTimeout(30_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await page.getByRole('link', { name: 'Склады' }).click();
  await expect(page).toHaveURL(/\/admin\/warehouses$/);

  // Create from the city (the name follows it) with a capacity.
  const city = `E2E Склад ${Date.now()}`;
  await page.getByRole('button', { name: 'Добавить склад' }).click();
  const form = page.getByRole('dialog', { name: 'Новый склад' });
  await form.getByRole('button', { name: 'Создать склад' }).click();
  await expect(form.getByText('Укажите город склада')).toBeVisible();
  await form.getByLabel('Город').fill(city);
  await form.getByLabel('Адрес').fill('Baiyun, 12');
  await form.getByLabel('Вместимость, м³').fill('120.5');
  await form.getByRole('button', { name: 'Создать склад' }).click();
  await expect(form).toBeHidden();
  await expect(toast(page, 'Склад создан')).toBeVisible();
  const cardLink = page.getByRole('link', { name: `Открыть склад ${city}` });
  const card = page.getByRole('article').filter({ has: cardLink });
  await expect(card.getByText('Товаров: 0')).toBeVisible();
  await expect(card.getByText('120.5 м³', { exact: true })).toBeVisible();
  await expect(card.getByText('Активен')).toBeVisible();

  // The card opens the warehouse's page.
  await cardLink.click();
  await expect(page).toHaveURL(/\/admin\/warehouse\/\d+$/);
  await expect(page.getByRole('heading', { name: city, level: 2 })).toBeVisible();
  await expect(page.getByText('На складе пока нет товаров')).toBeVisible();

  // Add a stock line priced by m³: total = price × volume × quantity.
  const code = `WH-${Date.now()}`;
  await page.getByRole('button', { name: 'Добавить товар' }).click();
  const stockForm = page.getByRole('dialog', { name: 'Новый товар на складе' });
  await stockForm.getByLabel('Код').fill(code);
  await stockForm.getByLabel('Название').fill('Кроссовки');
  await stockForm.getByLabel('Описание').fill('Белые, размер 42');
  await stockForm.getByLabel('Количество').fill('4');
  await stockForm.getByLabel('Цена за единицу, USD').fill('12.5');
  await stockForm.getByLabel('Единица измерения', { exact: true }).click();
  await page.getByRole('option', { name: 'м³', exact: true }).click();
  await stockForm.getByLabel('Объём единицы, м³').fill('0.25');
  await expect(stockForm.getByRole('status', { name: 'Сумма' })).toHaveText('12,50 USD');
  await stockForm.getByRole('button', { name: 'Добавить товар' }).click();
  await expect(stockForm).toBeHidden();
  await expect(toast(page, 'Товар добавлен на склад')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('12,50 USD');

  // Edit the quantity: the total follows.
  await page
    .getByRole('button', { name: `Изменить товар ${code}` })
    .first()
    .click();
  const editForm = page.getByRole('dialog', { name: 'Изменить товар' });
  await editForm.getByLabel('Количество').fill('6');
  await editForm.getByRole('button', { name: 'Сохранить' }).click();
  await expect(editForm).toBeHidden();
  await expect(toast(page, 'Товар обновлён')).toBeVisible();
  await expect(row).toContainText('18,75 USD');

  // Search by description, then by text that matches nothing.
  const search = page.getByRole('searchbox', { name: 'Поиск по коду, названию или описанию' });
  await search.fill('размер 42');
  await expect(row).toBeVisible();
  await search.fill('нет такого товара');
  await expect(page.getByText('Ничего не найдено')).toBeVisible();
  await search.fill('');
  await atWidth(page, 1280, 'admin-warehouse-page');
  await atWidth(page, 390, 'admin-warehouse-page');

  // Back on the tab the card counts the line.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(card.getByText('Товаров: 1')).toBeVisible();
  await atWidth(page, 1280, 'admin-warehouses-tab');
  await atWidth(page, 390, 'admin-warehouses-tab');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Delete the line after a confirmation, then the warehouse.
  await cardLink.click();
  await page
    .getByRole('button', { name: `Удалить товар ${code}` })
    .first()
    .click();
  const confirmLine = page.getByRole('alertdialog', { name: 'Удалить товар?' });
  await confirmLine.getByRole('button', { name: 'Удалить' }).click();
  await expect(toast(page, 'Товар удалён')).toBeVisible();
  await expect(page.getByText('На складе пока нет товаров')).toBeVisible();

  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(card.getByText('Товаров: 0')).toBeVisible();
  await card.getByRole('button', { name: `Удалить склад ${city}` }).click();
  const confirmWarehouse = page.getByRole('alertdialog', { name: 'Удалить склад?' });
  await confirmWarehouse.getByRole('button', { name: 'Удалить' }).click();
  await expect(toast(page, 'Склад удалён')).toBeVisible();
  await expect(cardLink).toBeHidden();
});

test('a warehouse page explains an invalid id and a missing warehouse', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/warehouse/abc');
  await expect(page.getByRole('heading', { name: 'Склад не найден' })).toBeVisible();
  await page.goto('/admin/warehouse/2147483000');
  await expect(page.getByText('Склада №2147483000 нет: возможно, его уже удалили.')).toBeVisible();
  await page.getByRole('link', { name: 'К списку складов' }).click();
  await expect(page).toHaveURL(/\/admin\/warehouses$/);
});
