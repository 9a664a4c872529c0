import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiOk as ok, signInApi } from '../testing/admin.js';
import { expect, test } from '../testing/fixtures.js';
import { saveScreenshot } from '../testing/screenshots.js';

/**
 * The client portal (product.md §2.8): a client tracks an order by its number. The order is made
 * through the admin API first, so the test knows every figure the portal must show.
 * Needs the started stack and an admin (E2E_ADMIN_USERNAME / E2E_ADMIN_PASSWORD).
 */

/** An order in transit with a kg item that left the warehouse and an m³ item still in it. */
async function createTrackedOrder(request: APIRequestContext, code: string): Promise<number> {
  await signInApi(request);
  const order = await ok<{ id: number }>(
    request.post('/api/admin/orders', {
      data: { name: 'Ткани и фурнитура для ателье', code, expectedDelivery: '2026-12-24' },
    }),
  );
  await ok(
    request.post(`/api/admin/orders/${order.id}/items`, {
      data: {
        code: `${code}-K`,
        name: 'Ткань хлопок 150 см',
        quantity: 40,
        volumeType: 'kg',
        weight: '12.500',
        pricePerUnit: '85',
        transportPrice: '2',
        status: 'Отправлено',
        warehouseName: 'Гуанчжоу',
      },
    }),
  );
  await ok(
    request.post(`/api/admin/orders/${order.id}/items`, {
      data: {
        code: `${code}-V`,
        name: 'Пуговицы в коробах',
        quantity: 10,
        volumeType: 'm³',
        volume: '2.400',
        pricePerUnit: '5',
        transportPrice: '100',
      },
    }),
  );
  return order.id;
}

async function searchFor(page: Page, code: string) {
  await page.getByLabel('Номер заказа').fill(code);
  await page.getByLabel('Номер заказа').press('Enter');
}

async function screenshot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await saveScreenshot(page, name);
}

const results = (page: Page, name: string) => page.getByRole('region', { name });

test('an unknown number shows that the order does not exist', async ({ page }) => {
  await page.goto('/portal');
  await expect(page.getByRole('button', { name: 'Найти' })).toBeDisabled();
  await page.getByLabel('Номер заказа').fill('   ');
  await expect(page.getByRole('button', { name: 'Найти' })).toBeDisabled();

  const unknown = `NO-SUCH-${Date.now()}`;
  await searchFor(page, unknown);
  await expect(page).toHaveURL(new RegExp(`/portal\\?code=${unknown}$`));
  await expect(
    results(page, 'Результат поиска').getByText('Данного заказа не существует'),
  ).toBeVisible();
});

test('a real number shows the order card and its items, survives a reload and reads in English', async ({
  page,
}) => {
  const code = `E2E-${Date.now()}`;
  const orderId = await createTrackedOrder(page.request, code);
  try {
    await page.goto('/client-portal');
    await searchFor(page, code);
    const found = results(page, 'Результат поиска');
    await expect(
      found.getByRole('heading', { name: 'Ткани и фурнитура для ателье' }),
    ).toBeVisible();
    await expect(found.getByText(code, { exact: true })).toBeVisible();
    await expect(found.getByText('Китай')).toBeVisible();
    await expect(found.getByText('Душанбе, Таджикистан')).toBeVisible();
    await expect(found.getByText('В пути')).toBeVisible();
    await expect(found.getByText('24 декабря 2026 г.')).toBeVisible();
    // product.md §9: 40 × 85 + 12.5 kg × 2 = 3425; 10 × 2.4 m³ × 5 + 2.4 × 100 = 360; nothing paid yet.
    await expect(found.getByText('3 785,00 USD')).toHaveCount(2);
    await expect(found.getByText('0,00 USD')).toBeVisible();

    const fabric = found.getByRole('article', { name: `${code}-K` });
    await expect(fabric.getByText('Ткань хлопок 150 см')).toBeVisible();
    await expect(fabric.getByText('Отправлено')).toBeVisible();
    await expect(fabric.getByText('40 шт.')).toBeVisible();
    await expect(fabric.getByText('Гуанчжоу')).toBeVisible();
    await expect(fabric.getByText('12.5 кг')).toBeVisible();
    const buttons = found.getByRole('article', { name: `${code}-V` });
    await expect(buttons.getByText('На складе')).toBeVisible();
    await expect(buttons.getByText('2.4 м³')).toBeVisible();

    const audit = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      audit.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      ),
    ).toEqual([]);

    // The number is in the URL: a reload (or a shared link) repeats the search.
    await page.reload();
    await expect(page.getByLabel('Номер заказа')).toHaveValue(code);
    await expect(found.getByRole('article', { name: `${code}-K` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Связаться с нами' })).toHaveAttribute(
      'href',
      '/contact',
    );

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width < 800 ? 844 : 800 });
      await screenshot(page, `portal-tracking-ru-${width}`);
    }

    await page.getByRole('banner').getByRole('combobox', { name: 'Язык интерфейса' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    const foundInEnglish = results(page, 'Search result');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order tracking');
    await expect(foundInEnglish.getByText('In transit')).toBeVisible();
    await expect(foundInEnglish.getByText('China')).toBeVisible();
    await expect(foundInEnglish.getByText('Dushanbe, Tajikistan')).toBeVisible();
    await expect(foundInEnglish.getByText('December 24, 2026')).toBeVisible();
    await expect(
      foundInEnglish.getByRole('article', { name: `${code}-K` }).getByText('Shipped'),
    ).toBeVisible();
    await expect(
      foundInEnglish.getByRole('article', { name: `${code}-V` }).getByText('In the warehouse'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact us' })).toBeVisible();

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width < 800 ? 844 : 800 });
      await screenshot(page, `portal-tracking-en-${width}`);
    }

    await page.getByLabel('Order number').fill('NO-SUCH-ORDER');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(foundInEnglish.getByText('Order not found')).toBeVisible();
  } finally {
    await page.request.delete(`/api/admin/orders/${orderId}`);
  }
});
