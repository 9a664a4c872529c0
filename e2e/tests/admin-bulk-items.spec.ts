import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { apiOk, signIn } from '../testing/admin.js';
import { expect, test } from '../testing/fixtures.js';

/**
 * Issue 26: in an order's overlay an admin ticks two of its three items and, in one action, sends
 * them and puts them into a truck; both cards show it, the third is left as it was. A status picked
 * on one card says «Статус изменён». Needs the started stack and an admin (E2E_*).
 */

const screenshots = fileURLToPath(new URL('../../docs/screenshots/issue-26/', import.meta.url));
mkdirSync(screenshots, { recursive: true });

/** Saves docs/screenshots/issue-26/<name>.png and fails if the page scrolls sideways. */
async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `${screenshots}${name}.png` });
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${name} scrolls sideways`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** Picks `option` in the select named `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const deliveryFact = (card: Locator, label: string) =>
  card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test('an admin sends two items of an order and loads them into a truck in one action', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page);
  const stamp = Date.now().toString(36).toUpperCase();
  const truckNumber = `E2E ${stamp}`;
  const truck = await apiOk<{ id: number }>(
    page.request.post('/api/admin/trucks', {
      data: { number: truckNumber, capacity: 80, status: 'Свободен' },
    }),
  );
  expect(truck.id).toBeGreaterThan(0);
  const orderName = `E2E несколько товаров ${stamp}`;
  const order = await apiOk<{ id: number }>(
    page.request.post('/api/admin/orders', { data: { name: orderName } }),
  );
  for (const [code, name] of [
    ['E2E-B1', 'Кондиционеры'],
    ['E2E-B2', 'Холодильники'],
    ['E2E-B3', 'Плитка'],
  ])
    await apiOk(
      page.request.post(`/api/admin/orders/${order.id}/items`, {
        data: { code, name, quantity: 2, weight: 40 },
      }),
    );

  // The back office opens on Сводка: the order is found in the Заказы tab.
  await page.getByRole('link', { name: 'Заказы', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Поиск заказов' }).fill(orderName);
  await page.getByRole('button', { name: 'Найти' }).click();
  await page.getByRole('button', { name: orderName }).first().click();
  const overlay = page.getByRole('dialog', { name: orderName });
  await expect(overlay).toBeVisible();
  const card = (code: string) => overlay.getByRole('article', { name: code });

  // Tick two of the three: the bar counts them.
  const bar = overlay.getByRole('region', { name: 'Действия с выбранными товарами' });
  await expect(bar).toHaveCount(0);
  await overlay.getByRole('checkbox', { name: 'Выбрать товар E2E-B1' }).check();
  await overlay.getByRole('checkbox', { name: 'Выбрать товар E2E-B3' }).check();
  await expect(bar.getByText('Выбрано: 2')).toBeVisible();
  await choose(page, bar, 'Новый статус', 'Отправлено');
  await choose(page, bar, 'Трак', truckNumber);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 800 });
    await bar.scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport();
    await screenshot(page, `admin-bulk-items-bar-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  const [answer] = await Promise.all([
    page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/admin/orders/${order.id}/items`) &&
        response.request().method() === 'PATCH',
    ),
    bar.getByRole('button', { name: 'Применить' }).click(),
  ]);
  expect(answer.status()).toBe(200);
  await expect(page.getByText('Товары изменены: 2', { exact: true })).toBeVisible();
  await expect(bar).toHaveCount(0);

  // Both ticked items are sent and in the truck (the refreshed order says so); the third is not.
  for (const code of ['E2E-B1', 'E2E-B3']) {
    await expect(card(code).getByRole('combobox', { name: 'Статус товара' })).toHaveText(
      'Отправлено',
    );
    await expect(deliveryFact(card(code), 'Трак')).toHaveText(truckNumber);
    await expect(card(code).getByRole('checkbox')).not.toBeChecked();
  }
  await expect(card('E2E-B2').getByRole('combobox', { name: 'Статус товара' })).toHaveText(
    'На складе',
  );
  await expect(deliveryFact(card('E2E-B2'), 'Трак')).toHaveText('—');

  // The server holds it too.
  const stored = await apiOk<{
    items: Array<{ code: string; status: string; truck: { number: string } | null }>;
  }>(page.request.get(`/api/admin/orders/${order.id}`));
  expect(
    stored.items.map(({ code, status, truck: inTruck }) => [code, status, inTruck?.number ?? null]),
  ).toEqual([
    ['E2E-B1', 'Отправлено', truckNumber],
    ['E2E-B2', 'На складе', null],
    ['E2E-B3', 'Отправлено', truckNumber],
  ]);

  // One item's status picked on its card: a notice says it changed.
  await choose(page, card('E2E-B2'), 'Статус товара', 'Доставлено');
  await expect(page.getByText('Статус изменён', { exact: true })).toBeVisible();
  await expect(card('E2E-B2').getByRole('combobox', { name: 'Статус товара' })).toHaveText(
    'Доставлено',
  );
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 800 });
    await screenshot(page, `admin-bulk-items-done-${width}`);
  }

  // «Выбрать все» ticks the three (once the notice has gone, so the bar shows whole).
  await expect(page.getByText('Статус изменён', { exact: true })).toBeHidden();
  const selectAll = overlay.getByRole('checkbox', { name: 'Выбрать все' });
  await selectAll.check();
  await expect(bar.getByText('Выбрано: 3')).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 800 });
    await selectAll.scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport();
    await screenshot(page, `admin-bulk-items-all-${width}`);
  }
  await bar.getByRole('button', { name: 'Снять выбор' }).click();
  await expect(bar).toHaveCount(0);

  await apiOk(page.request.delete(`/api/admin/orders/${order.id}`));
});
