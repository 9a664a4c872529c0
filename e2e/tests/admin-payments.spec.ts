import type { Locator, Page } from '@playwright/test';
import { apiOk, signIn } from '../testing/admin.js';
import { expect, test } from '../testing/fixtures.js';
import { saveScreenshot } from '../testing/screenshots.js';

/**
 * Money (issue 23): a payment in somoni recorded in the order overlay pays the order's items oldest
 * first at the day's rate, the client's statement closes on what its items still owe, and voiding
 * the payment undoes both. Needs the started stack and an admin (E2E_*).
 */

const today = () => new Date().toISOString().slice(0, 10);

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const figure = (scope: Locator, label: string) =>
  scope.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');

/** A client with one order of two items, $100 and $50, and today's somoni at 10 per dollar. */
async function clientWithOrder(page: Page) {
  const stamp = Date.now();
  const client = await apiOk<{ id: number; name: string }>(
    page.request.post('/api/admin/counterparties', {
      data: { name: `E2E плательщик ${stamp}`, creditLimit: '1000' },
    }),
  );
  const order = await apiOk<{ id: number; name: string }>(
    page.request.post('/api/admin/orders', {
      data: { name: `E2E оплата ${stamp}`, code: `PAY-${stamp}`, counterpartyId: client.id },
    }),
  );
  for (const [code, price] of [
    ['PAY-A', '100'],
    ['PAY-B', '50'],
  ])
    await apiOk(
      page.request.post(`/api/admin/orders/${order.id}/items`, {
        data: { code, name: `Товар ${code}`, pricePerUnit: price },
      }),
    );
  await apiOk(page.request.put(`/api/admin/exchange-rates/${today()}`, { data: { TJS: '10' } }));
  return { client, order };
}

/** A payment made today for the order, recorded through the API. */
async function payToday(
  page: Page,
  { client, order }: Awaited<ReturnType<typeof clientWithOrder>>,
  payment: { amount: string; currency: 'USD' | 'TJS'; method: 'cash' | 'bank' },
) {
  await apiOk(
    page.request.post('/api/admin/payments', {
      data: { counterpartyId: client.id, orderId: order.id, paidAt: today(), ...payment },
    }),
  );
}

test('a payment in somoni pays the order, balances the statement, and its void undoes both', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const { client, order } = await clientWithOrder(page);

  await page.goto(`/admin?order=${order.id}`);
  const overlay = page.getByRole('dialog', { name: order.name });
  await expect(figure(overlay, 'Остаток к оплате')).toHaveText('150,00 USD');
  const payments = overlay.getByRole('region', { name: 'Платежи' });
  await expect(payments.getByText('Платежей пока нет')).toBeVisible();

  // Record 1,000 somoni: the form shows the day's rate and the dollars before saving.
  await payments.getByRole('button', { name: 'Записать платёж' }).click();
  const form = page.getByRole('dialog', { name: 'Записать платёж' });
  await form.getByLabel('Сумма').fill('1000');
  await choose(page, form, 'Валюта', 'TJS — сомони');
  await expect(form.getByTestId('rate-hint')).toHaveText(
    `Курс TJS на ${new Date().toLocaleDateString('ru', { timeZone: 'UTC' })}: 10,00 за $1`,
  );
  await expect(form.getByText('В долларах: 100,00 USD')).toBeVisible();
  await form.getByLabel('Номер документа').fill('ПКО-17');
  await saveScreenshot(page, 'admin-payment-form-1280', { fullPage: false });
  await form.getByRole('button', { name: 'Записать', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Платёж записан', { exact: true })).toBeVisible();

  // The oldest item is paid, the other still owes; the payment says where it went.
  const payment = payments.getByTestId('payment');
  await expect(payment).toContainText('TJS');
  await expect(payment).toContainText('100,00 USD');
  await expect(payment.getByText(/^Заказ PAY-\d+ · товар PAY-A · Товар PAY-A$/)).toHaveCount(1);
  await expect(figure(overlay, 'Остаток к оплате')).toHaveText('50,00 USD');
  const itemA = overlay.getByRole('article', { name: 'PAY-A' });
  await expect(itemA.getByText('Оплачено', { exact: true })).toBeVisible();

  await saveScreenshot(page, 'admin-payments-overlay-1280', { fullPage: false });

  // The client's statement: $150 of goods less $100 paid closes on the $50 its items still owe.
  await page.goto(`/admin/counterparty/${client.id}`);
  await expect(page.getByTestId('statement-closing')).toHaveText('50,00 USD');
  await expect(page.getByText('Долг клиента:')).toBeVisible();
  await expect(page.getByTestId('current-debt')).toHaveText('50,00 USD');
  await expect(page.getByText(/Платёж · №\d+ · 1000 TJS @ 10 · ПКО-17/)).toBeVisible();

  // Void it from the order overlay: the items owe everything again, and so does the statement.
  await page.goto(`/admin?order=${order.id}`);
  await payments.getByRole('button', { name: 'Отменить', exact: true }).click();
  const voidForm = page.getByRole('dialog', { name: /Отменить платёж №\d+/ });
  await voidForm.getByRole('button', { name: 'Отменить платёж' }).click();
  await expect(voidForm.getByText('Укажите причину отмены')).toBeVisible();
  await voidForm.getByLabel('Причина отмены').fill('Деньги вернули клиенту');
  await voidForm.getByRole('button', { name: 'Отменить платёж' }).click();
  await expect(voidForm).toBeHidden();
  await expect(payment.getByRole('status')).toContainText('Деньги вернули клиенту');
  await expect(figure(overlay, 'Остаток к оплате')).toHaveText('150,00 USD');
  await expect(itemA.getByText('Оплачено', { exact: true })).toHaveCount(0);

  await page.goto(`/admin/counterparty/${client.id}`);
  await expect(page.getByTestId('statement-closing')).toHaveText('150,00 USD');
  await expect(page.getByText(/Отмена платежа · №\d+ · Деньги вернули клиенту/)).toBeVisible();
});

test("deleting a paid order says its payment becomes the client's advance, and it does", async ({
  page,
}) => {
  await signIn(page);
  const { client, order } = await clientWithOrder(page);
  await payToday(page, { client, order }, { amount: '120', currency: 'USD', method: 'cash' });

  // English first, then Russian, in which the order is then deleted.
  let confirm = page.getByRole('alertdialog');
  for (const [language, opens, title, says] of [
    [
      'en',
      'Delete order',
      'Delete the order?',
      `The USD 120.00 paid for them becomes an advance of ${client.name}`,
    ],
    [
      'ru',
      'Удалить заказ',
      'Удалить заказ?',
      `Уплаченные за них 120,00 USD станут авансом клиента ${client.name}`,
    ],
  ] as const) {
    await page.evaluate((code) => localStorage.setItem('language', code), language);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/admin?order=${order.id}`);
      const overlay = page.getByRole('dialog', { name: order.name });
      await overlay.getByRole('button', { name: opens }).click();
      confirm = page.getByRole('alertdialog', { name: title });
      await expect(confirm).toContainText(says);
      // Once the dialog's opening motion has ended.
      await confirm.evaluate((dialog) =>
        Promise.all(dialog.getAnimations({ subtree: true }).map((motion) => motion.finished)),
      );
      await saveScreenshot(page, `admin-order-delete-paid-${language}-${width}`, {
        fullPage: false,
      });
    }
  }
  await confirm.getByRole('button', { name: 'Удалить навсегда' }).click();
  await expect(confirm).toBeHidden();

  await page.goto(`/admin/counterparty/${client.id}`);
  await expect(page.getByTestId('current-debt')).toHaveText('-120,00 USD');
});

test('the back office opens on the summary, and the payments read in two languages at two widths', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const { client, order } = await clientWithOrder(page);
  await payToday(page, { client, order }, { amount: '300', currency: 'TJS', method: 'bank' });
  await expect(page.getByRole('link', { name: 'Сводка' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Крупнейшие должники')).toBeVisible();

  for (const [language, summary] of [
    ['ru', 'Сводка'],
    ['en', 'Summary'],
  ] as const) {
    await page.evaluate((code) => localStorage.setItem('language', code), language);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: summary, level: 2 })).toBeVisible();
      await saveScreenshot(page, `admin-summary-${language}-${width}`);
      await page.goto(`/admin/counterparty/${client.id}`);
      await expect(page.getByTestId('statement-closing')).toHaveText(
        language === 'ru' ? '120,00 USD' : 'USD 120.00',
      );
      await expect(page.getByTestId('payment')).toBeVisible();
      await saveScreenshot(page, `admin-counterparty-payments-${language}-${width}`);
      await page.goto(`/admin?order=${order.id}`);
      await page.getByTestId('payment').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('payment')).toBeVisible();
      await saveScreenshot(page, `admin-order-payments-${language}-${width}`, { fullPage: false });
    }
  }
  await page.evaluate(() => localStorage.setItem('language', 'ru'));
});
