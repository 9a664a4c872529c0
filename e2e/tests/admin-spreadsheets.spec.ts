import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiOk, signIn, signInApi } from '../testing/admin.js';
import { expect, test } from '../testing/fixtures.js';
import { saveScreenshot, screenshotPath } from '../testing/screenshots.js';

/**
 * Issue 13 in the browser: the Orders tab exports its filtered list, a warehouse imports a stock
 * file after a preview that shows a bad row, and the order overlay prints an invoice and labels.
 * Needs the started stack and an admin (E2E_*); the PDFs are looked at through poppler's pdftoppm.
 */

const run = promisify(execFile);
const STOCK_HEADINGS = 'Код,Название,Количество,"Цена за единицу, USD",Транспорт';

/** The first page of a PDF as e2e/screenshots/<name>.png, to look at. */
async function savePdfFirstPage(pdf: Buffer, name: string): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'silkway-e2e-pdf-'));
  try {
    await writeFile(join(folder, 'document.pdf'), pdf);
    await run('pdftoppm', [
      '-png',
      '-r',
      '110',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      join(folder, 'document.pdf'),
      screenshotPath(name).replace(/\.png$/, ''),
    ]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function createOrderWithItems(page: Page, code: string): Promise<number> {
  const client = await apiOk<{ id: number }>(
    page.request.post('/api/admin/counterparties', {
      data: { name: 'Фирдавс Назаров', company: 'Памир Трейд' },
    }),
  );
  const order = await apiOk<{ id: number }>(
    page.request.post('/api/admin/orders', {
      data: { name: `Текстиль ${code}`, code, counterpartyId: client.id, destination: 'Душанбе' },
    }),
  );
  for (const item of [
    {
      code: `${code}-A`,
      name: 'Ткань хлопковая',
      quantity: 4,
      weight: '12.5',
      pricePerUnit: '10',
      transportPrice: '2',
    },
    {
      code: `${code}-B`,
      name: '灯具 Чароғи ҷадид',
      quantity: 2,
      weight: '3',
      pricePerUnit: '7.25',
    },
  ]) {
    await apiOk(page.request.post(`/api/admin/orders/${order.id}/items`, { data: item }));
  }
  return order.id;
}

test('the Orders tab exports the filtered list as XLSX and CSV', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page);
  const code = `XP-${Date.now()}`;
  await createOrderWithItems(page, code);
  await page.getByRole('link', { name: 'Заказы', exact: true }).click();
  await page.getByRole('searchbox', { name: /Поиск/ }).fill(code);
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByText(code).first()).toBeVisible();

  const [xlsxDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Экспорт XLSX' }).click(),
  ]);
  expect(xlsxDownload.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await xlsxDownload.path())) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  // Only the filtered order, under the Russian headings, its quantity a number.
  expect(sheet.rowCount).toBe(2);
  expect(sheet.getRow(1).getCell(1).value).toBe('Код заказа');
  expect(sheet.getRow(2).getCell(1).value).toBe(code);
  expect(sheet.getRow(2).getCell(3).value).toBe('Фирдавс Назаров');
  expect(sheet.getRow(2).getCell(10).value).toBe(6);

  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Экспорт CSV' }).click(),
  ]);
  const csv = await readFile(await csvDownload.path(), 'utf8');
  expect(csv.startsWith('\uFEFFКод заказа,')).toBe(true);
  expect(csv).toContain(`${code},Текстиль ${code},Фирдавс Назаров,Памир Трейд`);
});

test('a warehouse imports a stock file after a preview that shows the bad row', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const warehouse = await apiOk<{ id: number }>(
    page.request.post('/api/admin/warehouses', { data: { location: `E2E Импорт ${Date.now()}` } }),
  );
  await page.goto(`/admin/warehouse/${warehouse.id}`);
  await expect(page.getByText('На складе пока нет товаров')).toBeVisible();

  const code = `IM-${Date.now()}`;
  const file = (quantity: string) => ({
    name: 'stock.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `${STOCK_HEADINGS}\n${code}-1,Кроссовки,10,12.5,Авто\n${code}-2,Куртки,${quantity},30,ЖД\n${code}-3,Шапки,7,4,Авиа\n`,
    ),
  });

  await page.getByRole('button', { name: 'Импорт из файла' }).click();
  const dialog = page.getByRole('dialog', { name: 'Импорт остатков склада' });
  await dialog.getByLabel('Файл').setInputFiles(file('много'));
  await expect(dialog.getByRole('alert')).toContainText('Ошибок: 1');
  const badRow = dialog.locator('tr[data-has-error="true"]');
  await expect(badRow).toHaveCount(1);
  await expect(badRow).toContainText(`${code}-2`);
  await expect(badRow).toContainText('Количество: Введите число');
  await expect(dialog.getByRole('button', { name: 'Импортировать' })).toBeDisabled();
  await saveScreenshot(page, 'import-preview-error-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'import-preview-error-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  // Nothing was written by the check.
  await expect(page.getByText('На складе пока нет товаров')).toBeAttached();

  await dialog.getByLabel('Файл').setInputFiles(file('5'));
  await expect(dialog.getByRole('status').filter({ hasText: 'Ошибок нет' })).toBeVisible();
  await expect(dialog.getByText('Строк: 3 · будет добавлено: 3 · обновлено: 0')).toBeVisible();
  await dialog.getByRole('button', { name: 'Импортировать' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Импорт выполнен: добавлено 3, обновлено 0').first()).toBeVisible();
  for (const suffix of ['1', '2', '3'])
    await expect(page.getByRole('row').filter({ hasText: `${code}-${suffix}` })).toBeVisible();

  // English chosen on the site and remembered: the reloaded warehouse page comes up in English and
  // answers (a page load waits for the app to take over, testing/fixtures.ts).
  await page.goto('/');
  await page.getByRole('banner').getByRole('combobox').click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
  await page.goto(`/admin/warehouse/${warehouse.id}`);
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: `${code}-1` })).toBeVisible();
  await page.getByRole('button', { name: 'Import from file' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the order overlay prints an invoice and labels and saves a document', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const code = `PR-${Date.now()}`;
  const orderId = await createOrderWithItems(page, code);
  await page.goto(`/admin?order=${orderId}`);
  const overlay = page.getByRole('dialog', { name: `Текстиль ${code}` });
  await overlay.getByRole('button', { name: 'Документы PDF' }).click();
  const print = page.getByRole('dialog', { name: 'Печать документов' });
  await expect(print).toBeVisible();
  await saveScreenshot(page, 'print-dialog-1280');

  for (const [name, file] of [
    ['Счёт', 'invoice-ru'],
    ['Этикетки 100×150 мм', 'labels-ru'],
    ['Упаковочный лист', 'packing-list-ru'],
  ] as const) {
    const link = print.getByRole('link', { name: `Открыть: ${name}` });
    const href = (await link.getAttribute('href'))!;
    // The document opens in a new tab (to print from the browser's viewer).
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await expect.poll(() => tab.url()).toContain(href);
    await tab.close();
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    await savePdfFirstPage(await response.body(), `document-${file}`);
  }

  // Chinese documents: the language chooser changes what the links ask for.
  await print.getByLabel('Язык документа').click();
  await page.getByRole('option', { name: '中文' }).click();
  const invoiceZh = await page.request.get(
    (await print.getByRole('link', { name: 'Открыть: Счёт' }).getAttribute('href'))!,
  );
  expect(invoiceZh.url()).toContain('lang=zh');
  await savePdfFirstPage(await invoiceZh.body(), 'document-invoice-zh');

  await print.getByRole('button', { name: 'Сохранить в документы: Счёт' }).click();
  await expect(page.getByText('Документ сохранён в документы заказа').first()).toBeVisible();
  const documents = await apiOk<Array<{ name: string }>>(
    page.request.get(`/api/admin/orders/${orderId}/documents`),
  );
  expect(documents.map((document) => document.name)).toContain(`invoice-${code}-zh.pdf`);
});

test('a stock file over the import limit is refused with 413 naming the limit, not a broken connection', async ({
  request,
}) => {
  await signInApi(request);
  const warehouse = await apiOk<{ id: number }>(
    request.post('/api/admin/warehouses', { data: { location: `E2E лимит ${Date.now()}` } }),
  );
  const answer = await request.post(`/api/admin/warehouses/${warehouse.id}/stock/import`, {
    headers: { 'content-type': 'text/csv' },
    data: Buffer.alloc(6.8 * 1024 * 1024, 'a'),
  });
  expect(answer.status()).toBe(413);
  expect(await answer.json()).toMatchObject({
    statusCode: 413,
    message: 'Файл слишком большой: не более 5 МБ',
  });
});
