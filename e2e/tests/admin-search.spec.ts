import { apiOk, signIn, signInApi } from '../testing/admin.js';
import { expect, test } from '../testing/fixtures.js';
import { saveScreenshot } from '../testing/screenshots.js';

/**
 * product.md §2.10 Search tab: an order and its item (made through the API) are found by the order's
 * code and the item's name, their links open the order's overlay, and a query matching nothing
 * says so. Needs the started stack and an admin (E2E_*).
 */

interface Created {
  id: number;
}

test('an admin finds an order by code and an item by name, and follows them', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const order = { name: `E2E поиск ${stamp}`, code: `E2E-S-${stamp}` };
  const itemName = `Шёлковый шарф ${stamp}`;
  await signInApi(request);
  const { id: orderId } = await apiOk<Created>(request.post('/api/admin/orders', { data: order }));
  await apiOk(
    request.post(`/api/admin/orders/${orderId}/items`, {
      data: { code: `E2E-SH-${stamp}`, name: itemName, quantity: 3 },
    }),
  );

  try {
    await signIn(page);
    await page.getByRole('link', { name: 'Поиск' }).click();
    const box = page.getByRole('searchbox', { name: /Поиск по заказам/ });

    // By the order's code, with Enter: one order, its link opens the overlay.
    await box.fill(order.code);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/admin/search\\?q=${order.code}$`));
    const orders = page.getByRole('region', { name: /^Заказы/ });
    await expect(orders.getByRole('heading')).toContainText('1');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width < 800 ? 844 : 800 });
      await saveScreenshot(page, `admin-search-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await orders.getByRole('link', { name: new RegExp(order.name) }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders\\?order=${orderId}$`));
    await expect(page.getByRole('dialog', { name: order.name })).toBeVisible();

    // Back returns to the results; by the item's name, with the button: the item leads to its order.
    await page.goBack();
    await expect(box).toHaveValue(order.code);
    await box.fill(itemName);
    await page.getByRole('button', { name: 'Найти' }).click();
    const items = page.getByRole('region', { name: /^Товары/ });
    await expect(items.getByRole('link')).toHaveCount(1);
    await expect(items.getByRole('link')).toContainText(itemName);
    await items.getByRole('link').click();
    await expect(page.getByRole('dialog', { name: order.name })).toBeVisible();

    // A query that matches nothing.
    await page.goto(`/admin/search?q=${encodeURIComponent(`нет-такого-${stamp}`)}`);
    await expect(page.getByText('По запросу ничего не найдено')).toBeVisible();
  } finally {
    await apiOk(request.delete(`/api/admin/orders/${orderId}`));
  }
});
