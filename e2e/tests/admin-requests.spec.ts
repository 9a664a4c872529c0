import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiOk, signIn } from '../testing/admin.js';
import { expect, test } from '../testing/fixtures.js';
import { saveScreenshot } from '../testing/screenshots.js';

/**
 * The requests inbox (issue 11): visitors send quote requests on the public site; an admin sees them
 * in the Requests tab with the number of new ones, marks one done with a note, and converts another
 * into a client and an order, which opens. Needs the started stack and an admin (E2E_*).
 */

/** Sends a quote request through the public site's wizard. */
async function sendQuoteRequest(page: Page, contactPerson: string, description: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Получить расчёт' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Запрос расчёта' });
  await dialog.getByLabel('Контактное лицо').fill(contactPerson);
  // Always nine digits after +992: a shorter random number is not a Tajik phone and stops the wizard.
  const subscriber = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  await dialog.getByLabel('Телефон').fill(`+992 9${subscriber}`);
  await dialog.getByLabel('Email').fill(`${randomUUID().slice(0, 8)}@example.tj`);
  await dialog.getByLabel('Компания').fill(`${contactPerson} Trade`);
  await dialog.getByRole('button', { name: 'Далее' }).click();
  await dialog.getByLabel('Тип услуги').selectOption({ label: 'Логистика' });
  await dialog.getByLabel('Страна отправления').fill('Китай');
  await dialog.getByLabel('Страна назначения').fill('Таджикистан');
  await dialog.getByRole('button', { name: 'Далее' }).click();
  await dialog.getByLabel('Опишите ваш запрос').fill(description);
  await dialog.getByRole('button', { name: 'Отправить запрос' }).click();
  await expect(dialog).toBeHidden();
}

// A whole journey through the public site, the back office and the mail catcher.
test.setTimeout(120_000);

test('quote requests reach the inbox; one is marked done, another becomes a client and an order', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const done = `Тест Готово ${stamp}`;
  const converted = `Тест Клиент ${stamp}`;
  await sendQuoteRequest(page, done, `Доставка плитки из Фошаня, заявка ${stamp}`);
  await sendQuoteRequest(page, converted, `Поиск поставщиков мебели, заявка ${stamp}`);

  await signIn(page);
  const summary = await apiOk<{ quoteRequests: { new: number }; contactMessages: { new: number } }>(
    page.request.get('/api/admin/requests/summary'),
  );
  const newCount = summary.quoteRequests.new + summary.contactMessages.new;
  expect(newCount).toBeGreaterThanOrEqual(2);
  const tab = page.getByRole('link', { name: /Заявки/ });
  await expect(tab.getByLabel(`Новых заявок: ${newCount}`)).toHaveText(String(newCount));
  await tab.click();
  await expect(page).toHaveURL(/\/admin\/requests$/);
  await expect(page.getByRole('button', { name: new RegExp(converted) })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(done) })).toBeVisible();

  // Search finds one; its panel shows every field; the status changes with a note.
  await page.getByRole('searchbox', { name: 'Поиск заявок' }).fill(done);
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByRole('button', { name: new RegExp(converted) })).toHaveCount(0);
  await page.getByRole('button', { name: new RegExp(done) }).click();
  const panel = page.getByRole('dialog', { name: /Запрос расчёта №\d+/ });
  await expect(panel.getByText('Китай → Таджикистан')).toBeVisible();
  await expect(panel.getByText(`Доставка плитки из Фошаня, заявка ${stamp}`)).toBeVisible();
  await expect(panel.getByText('Статус ещё не менялся.')).toBeVisible();
  await panel.getByRole('combobox', { name: 'Новый статус' }).click();
  await page.getByRole('option', { name: 'Готово' }).click();
  await panel.getByLabel('Заметка').fill('Отправили расчёт по почте');
  await panel.getByRole('button', { name: 'Сохранить' }).click();
  await expect(panel.getByText('Новая → Готово')).toBeVisible();
  await expect(panel.getByRole('listitem').getByText('Отправили расчёт по почте')).toBeVisible();
  await expect(panel.getByLabel('Заметка')).toHaveValue('');
  // The open panel hides the page from assistive tech (modal); the badge is read once it closes.
  await page.keyboard.press('Escape');
  await expect(tab.getByLabel(`Новых заявок: ${newCount - 1}`)).toBeVisible();

  // Filter by status shows it among the done ones.
  await page.getByRole('combobox', { name: 'Статус' }).click();
  await page.getByRole('option', { name: 'Готово' }).click();
  await expect(page.getByRole('button', { name: new RegExp(done) })).toBeVisible();

  // The other becomes a client and an order; the order opens.
  await page.getByRole('combobox', { name: 'Статус' }).click();
  await page.getByRole('option', { name: 'Все статусы' }).click();
  await page.getByRole('searchbox', { name: 'Поиск заявок' }).fill(stamp);
  await page.getByRole('button', { name: 'Найти' }).click();
  await page.getByRole('button', { name: new RegExp(converted) }).click();
  await page.setViewportSize({ width: 1280, height: 900 });
  await saveScreenshot(page, 'admin-requests-panel-1280', { fullPage: false });
  await panel.getByRole('button', { name: 'Создать клиента и заказ' }).click();
  await expect(panel.getByText('Связано')).toBeVisible();
  await expect(panel.getByText('Новая → В работе')).toBeVisible();
  await panel.getByRole('link', { name: 'Открыть заказ' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?order=\d+$/);
  await expect(
    page.getByRole('dialog', { name: new RegExp(`Заявка №\\d+ — ${converted} Trade`) }),
  ).toBeVisible();
  await expect(page.getByText('Маршрут: Китай → Таджикистан')).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`the inbox at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    await page.getByRole('link', { name: /Заявки/ }).click();
    await expect(page.getByRole('list').getByRole('button').first()).toBeVisible();
    await saveScreenshot(page, `admin-requests-${width}`, { fullPage: false });
    await page.getByRole('list').getByRole('button').first().click();
    await expect(page.getByRole('dialog').getByText('История статусов')).toBeVisible();
    await saveScreenshot(page, `admin-requests-panel-${width}`, { fullPage: false });
  });
}
