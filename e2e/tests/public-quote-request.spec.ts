import { randomUUID } from 'node:crypto';
import { test as plainTest, type Page } from '@playwright/test';
import { queryStackDatabase, stackDatabaseUrl } from '../testing/database.js';
import { expect, test } from '../testing/fixtures.js';

const quoteDialog = (page: Page) => page.getByRole('dialog', { name: 'Запрос расчёта' });
/** A toast on screen; while the modal dialog is open the region is hidden from the accessibility tree and Radix announces the toast through its own live region. */
const toast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: 'Уведомления (F8)', includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: text });

async function openQuoteDialog(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Получить расчёт' }).first().click();
  await expect(quoteDialog(page)).toBeVisible();
}

async function expectStep(page: Page, step: 1 | 2 | 3) {
  const dialog = quoteDialog(page);
  await expect(dialog.getByText(`Шаг ${step} из 3`, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('progressbar')).toHaveAttribute(
    'aria-valuenow',
    String(Math.round((step / 3) * 100)),
  );
}

// Without the suite's wait for the takeover: the visitor taps while the page is still only HTML.
plainTest(
  'a tap before the page is taken over is held and opens the dialog once it is',
  async ({ page }) => {
    let releaseScripts!: () => void;
    const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(
      (url) => url.pathname.startsWith('/mf/public/') && url.pathname.endsWith('.js'),
      async (route) => {
        await scriptsReleased;
        await route.continue();
      },
    );
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Получить расчёт' }).first().click();
    await expect(page.locator('html[data-interactive]')).toHaveCount(0);
    await expect(quoteDialog(page)).toHaveCount(0);

    releaseScripts();
    await expect(quoteDialog(page)).toBeVisible();
    await expect(page.locator('html[data-interactive]')).toHaveCount(1);
  },
);

/** Fills steps 1 and 2 with valid data and stops on step 3. */
async function reachDescriptionStep(page: Page, contactPerson: string) {
  const dialog = quoteDialog(page);
  await dialog.getByLabel('Контактное лицо').fill(contactPerson);
  await dialog.getByLabel('Телефон').fill('+992 90 123 45 67');
  await dialog.getByRole('button', { name: 'Далее' }).click();
  await expectStep(page, 2);
  await dialog.getByLabel('Тип услуги').selectOption({ label: 'Таможенное оформление' });
  await dialog.getByRole('button', { name: 'Далее' }).click();
  await expectStep(page, 3);
}

const storedQuoteRequest = (description: string) =>
  queryStackDatabase<{
    name: string;
    email: string | null;
    service_type: string;
    status: string;
    received_at: Date;
  }>(
    'SELECT name, email, service_type, status, received_at FROM orders.quote_requests WHERE description = $1',
    [description],
  );

test('the wizard validates each step, sends a good request, closes, resets and the request is stored as new', async ({
  page,
}) => {
  const startedAt = Date.now();
  await openQuoteDialog(page);
  const dialog = quoteDialog(page);
  await expectStep(page, 1);
  await expect(dialog.getByRole('button', { name: 'Назад' })).toBeDisabled();
  await expect(dialog.getByLabel('Телефон')).toHaveAttribute('placeholder', '+992 XX XXX XX XX');

  // Step 1: product.md §5 messages; Next stays on the step while anything is wrong.
  await dialog.getByRole('button', { name: 'Далее' }).click();
  await expect(dialog.getByText('Контактное лицо обязательно')).toBeVisible();
  await expect(dialog.getByText('Телефон обязателен')).toBeVisible();
  await expect(dialog.getByLabel('Контактное лицо')).toHaveAttribute('aria-invalid', 'true');
  await expectStep(page, 1);

  await dialog.getByLabel('Контактное лицо').fill('Фаррух Назаров');
  await dialog.getByLabel('Телефон').fill('abc');
  await dialog.getByRole('button', { name: 'Далее' }).click();
  await expect(
    dialog.getByText('Введите номер телефона, например +992 90 123 45 67'),
  ).toBeVisible();
  await expectStep(page, 1);
  await dialog.getByLabel('Телефон').fill('+992 90 123 45 67');
  await dialog.getByLabel('Email').fill('farrukh@');
  await dialog.getByRole('button', { name: 'Далее' }).click();
  await expect(dialog.getByText('Введите корректный email')).toBeVisible();
  await expect(dialog.getByText('Контактное лицо обязательно')).toHaveCount(0);
  await expectStep(page, 1);

  await dialog.getByLabel('Email').fill('farrukh@example.tj');
  await dialog.getByLabel('Компания').fill('ООО «Памир Трейд»');
  await dialog.getByRole('button', { name: 'Далее' }).click();

  // Step 2: only the service type is required; Back keeps what was typed.
  await expectStep(page, 2);
  await dialog.getByRole('button', { name: 'Далее' }).click();
  await expect(dialog.getByText('Выберите тип услуги')).toBeVisible();
  await expectStep(page, 2);
  await dialog.getByLabel('Тип услуги').selectOption({ label: 'Логистика' });
  await dialog.getByLabel('Страна отправления').fill('Китай');
  await dialog.getByLabel('Страна назначения').fill('Таджикистан');
  await dialog.getByLabel('Примерный бюджет').fill('15 000 USD');
  await dialog.getByRole('button', { name: 'Назад' }).click();
  await expectStep(page, 1);
  await expect(dialog.getByLabel('Контактное лицо')).toHaveValue('Фаррух Назаров');
  await dialog.getByRole('button', { name: 'Далее' }).click();
  await expect(dialog.getByLabel('Тип услуги')).toHaveValue('logistics');
  await dialog.getByRole('button', { name: 'Далее' }).click();

  // Step 3: the description needs 10 characters; the list of what happens next is shown.
  await expectStep(page, 3);
  await expect(dialog.getByRole('heading', { name: 'Что будет дальше' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Далее' })).toHaveCount(0);
  await dialog.getByLabel('Опишите ваш запрос').fill('Коротко');
  await dialog.getByRole('button', { name: 'Отправить запрос' }).click();
  await expect(dialog.getByText('Опишите ваш запрос подробнее')).toBeVisible();

  const description = `Нужна доставка 2 т керамической плитки из Фошаня в Душанбе, запрос ${randomUUID()}`;
  await dialog.getByLabel('Опишите ваш запрос').fill(description);
  await dialog.getByRole('button', { name: 'Отправить запрос' }).click();

  await expect(toast(page, 'Мы свяжемся с вами в течение 24 часов')).toBeVisible();
  await expect(toast(page, 'Мы свяжемся с вами в течение 24 часов')).toContainText(
    'Запрос успешно отправлен',
  );
  await expect(toast(page, 'Мы свяжемся с вами в течение 24 часов')).toContainText(
    /Номер вашей заявки: \d+\./,
  );
  await expect(dialog).toBeHidden();

  // Opened again, the wizard starts over on an empty step 1.
  await page.getByRole('button', { name: 'Получить расчёт' }).first().click();
  await expectStep(page, 1);
  await expect(dialog.getByLabel('Контактное лицо')).toHaveValue('');

  if (!stackDatabaseUrl) {
    test.info().annotations.push({
      type: 'skipped assertion',
      description: 'E2E_DATABASE_URL is not set: the stored row was not checked',
    });
    return;
  }
  const rows = await storedQuoteRequest(description);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    name: 'Фаррух Назаров',
    email: 'farrukh@example.tj',
    service_type: 'logistics',
    status: 'new',
  });
  expect(rows[0]!.received_at.getTime()).toBeGreaterThanOrEqual(startedAt - 60_000);
});

test('a server failure keeps the dialog open with the data and shows the server message in a destructive toast', async ({
  page,
}) => {
  await page.route('**/api/quote-requests', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 500, message: 'Сервис временно недоступен' }),
    }),
  );
  await openQuoteDialog(page);
  await reachDescriptionStep(page, 'Мадина Рахимова');
  const description = 'Ищем поставщика светодиодных ламп, 5000 штук в месяц';
  await quoteDialog(page).getByLabel('Опишите ваш запрос').fill(description);
  await quoteDialog(page).getByRole('button', { name: 'Отправить запрос' }).click();

  const errorToast = toast(page, 'Ошибка отправки запроса');
  await expect(errorToast).toBeVisible();
  await expect(errorToast).toContainText('500: Сервис временно недоступен');
  await expect(errorToast).toHaveClass(/\bbg-danger\b/);
  // Screen readers hear it through Radix's live region, outside the modal's hidden background.
  await expect(
    page.getByRole('status').filter({ hasText: 'Сервис временно недоступен' }),
  ).toHaveCount(1);
  await expect(quoteDialog(page)).toBeVisible();
  await expectStep(page, 3);
  await expect(quoteDialog(page).getByLabel('Опишите ваш запрос')).toHaveValue(description);
  await expect(quoteDialog(page).getByRole('button', { name: 'Отправить запрос' })).toBeEnabled();
  await quoteDialog(page).getByRole('button', { name: 'Назад' }).click();
  await quoteDialog(page).getByRole('button', { name: 'Назад' }).click();
  await expect(quoteDialog(page).getByLabel('Контактное лицо')).toHaveValue('Мадина Рахимова');
});
