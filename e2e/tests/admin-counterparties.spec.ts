import type { Locator, Page } from '@playwright/test';
import { apiOk, signIn } from '../testing/admin.js';
import { expect, test } from '../testing/fixtures.js';
import { saveScreenshot } from '../testing/screenshots.js';

/**
 * The Counterparties tab and a counterparty's page (product.md §2.10): create a counterparty (name
 * required, client by default), find and edit it, open its page, create an order there, add an
 * item through the Orders dialog, read the sums, see the deletion refused while it has an order,
 * and delete the counterparty once the order is gone. Needs the started
 * stack and an admin (E2E_*).
 */

const WIDTHS = [390, 1280] as const;

/** Picks `option` in the Radix select named `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });
const sum = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');

test('an admin creates, edits, works with and deletes a counterparty', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Контрагенты' }).click();
  const name = `E2E контрагент ${Date.now()}`;

  // Create: the name is required; type and credit limit start at client and 0.
  await page.getByRole('button', { name: 'Добавить контрагента' }).click();
  const createForm = page.getByRole('dialog', { name: 'Новый контрагент' });
  await expect(createForm.getByLabel('Тип')).toHaveText('Клиент');
  await expect(createForm.getByLabel('Кредитный лимит, USD')).toHaveValue('0');
  await createForm.getByRole('button', { name: 'Создать' }).click();
  await expect(createForm.getByText('Введите название контрагента')).toBeVisible();
  await createForm.getByLabel('Название').fill(name);
  await createForm.getByLabel('Компания').fill('ООО «Памир Трейд»');
  await createForm.getByLabel('Email').fill('e2e@pamir.tj');
  await createForm.getByLabel('Кредитный лимит, USD').fill('1500.5');
  const [created] = await Promise.all([
    page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/admin/counterparties') &&
        response.request().method() === 'POST',
    ),
    createForm.getByRole('button', { name: 'Создать' }).click(),
  ]);
  expect(created.request().postDataJSON()).toEqual({
    name,
    company: 'ООО «Памир Трейд»',
    email: 'e2e@pamir.tj',
    type: 'client',
    creditLimit: 1500.5,
  });
  await expect(createForm).toBeHidden();
  await expect(toast(page, 'Контрагент создан')).toBeVisible();

  // Search narrows the grid to the new card.
  await page.getByLabel('Поиск контрагентов').fill(name);
  const card = page.getByRole('button', { name: `Открыть карточку ${name}` });
  await expect(card).toContainText('Клиент');
  await expect(card).toContainText('1 500,50 USD');
  await expect(page.getByText('Контрагентов: 1')).toBeVisible();

  // Edit: both roles and a phone.
  await page.getByRole('button', { name: `Изменить ${name}` }).click();
  const editForm = page.getByRole('dialog', { name: 'Изменить контрагента' });
  await expect(editForm.getByLabel('Название')).toHaveValue(name);
  await choose(page, editForm, 'Тип', 'Клиент/Поставщик');
  await editForm.getByLabel('Телефон').fill('+992 93 555 12 34');
  await editForm.getByRole('button', { name: 'Сохранить' }).click();
  await expect(editForm).toBeHidden();
  await expect(toast(page, 'Контрагент обновлён')).toBeVisible();
  await expect(card).toContainText('Клиент/Поставщик');
  await expect(card).toContainText('+992 93 555 12 34');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await saveScreenshot(page, `admin-counterparties-tab-${width}`);
  }

  // The card opens the counterparty's page.
  await card.click();
  await expect(page).toHaveURL(/\/admin\/counterparty\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Заказов пока нет')).toBeVisible();

  // An order for this counterparty; its dialog opens on creation.
  const orderName = `E2E заказ контрагента ${Date.now()}`;
  await page.getByRole('button', { name: 'Новый заказ' }).click();
  const orderForm = page.getByRole('dialog', { name: 'Новый заказ' });
  await orderForm.getByLabel('Название').fill(orderName);
  await orderForm.getByLabel('Комментарии').fill('Первая партия');
  await orderForm.getByRole('button', { name: 'Создать заказ' }).click();
  await expect(toast(page, 'Заказ создан')).toBeVisible();
  const overlay = page.getByRole('dialog', { name: orderName });
  await expect(overlay).toBeVisible();

  // A kg item: 2 × 10 + 5 kg × 3 = 35 USD.
  await overlay.getByRole('button', { name: 'Добавить товар' }).click();
  const itemForm = page.getByRole('dialog', { name: 'Новый товар' });
  await itemForm.getByLabel('Код').fill('E2E-CP-1');
  await itemForm.getByLabel('Название').fill('Кроссовки');
  await itemForm.getByLabel('Количество').fill('2');
  await itemForm.getByLabel('Вес, кг').fill('5');
  await itemForm.getByLabel('Цена за единицу, USD').fill('10');
  await itemForm.getByLabel(/^Цена доставки за единицу/).fill('3');
  await itemForm.getByRole('button', { name: 'Добавить товар' }).click();
  await expect(itemForm).toBeHidden();
  await expect(toast(page, 'Товар добавлен')).toBeVisible();
  await expect(overlay.getByRole('article', { name: 'E2E-CP-1' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();

  // The sums cover the new order.
  await expect(sum(page, 'Заказов')).toHaveText('1');
  await expect(sum(page, 'Сумма заказов')).toContainText('35,00 USD');
  await expect(sum(page, 'Остаток к оплате')).toContainText('35,00 USD');
  const orderCard = page.getByRole('button', { name: `Открыть заказ ${orderName}` });
  await expect(orderCard).toContainText('35,00 USD');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await saveScreenshot(page, `admin-counterparty-page-${width}`);
  }

  // Delete from the tab, after a confirmation: refused while it has an order (the server's reason
  // under the failure toast), done once the order is gone.
  const [order] = await apiOk<{ id: number }[]>(
    page.request.get(`/api/admin/orders?q=${encodeURIComponent(orderName)}`),
  );
  await page.getByRole('button', { name: 'Назад' }).click();
  await page.getByLabel('Поиск контрагентов').fill(name);
  const confirm = page.getByRole('alertdialog', { name: 'Удалить контрагента?' });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('button', { name: `Удалить ${name}` }).click();
    await confirm.getByRole('button', { name: 'Удалить' }).click();
    const refused = page
      .getByRole('status')
      .filter({ hasText: 'Не удалось удалить контрагента' })
      .last();
    await expect(refused).toContainText('Нельзя удалить контрагента: у него есть заказы');
    await saveScreenshot(page, `admin-counterparty-delete-refused-${width}`);
    // The confirmation stays open with the reason beside it; the admin cancels.
    await confirm.getByRole('button', { name: 'Отмена' }).click();
    await expect(card).toBeVisible();
  }
  await apiOk(page.request.delete(`/api/admin/orders/${order!.id}`));
  await page.getByRole('button', { name: `Удалить ${name}` }).click();
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(toast(page, 'Контрагент удалён')).toBeVisible();
  await expect(card).toBeHidden();
  await expect(page.getByText('Ничего не найдено')).toBeVisible();
});
