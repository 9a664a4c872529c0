import { signIn } from '../testing/admin.js';
import { expect, test } from '../testing/fixtures.js';
import { saveScreenshot } from '../testing/screenshots.js';

/**
 * product.md §2.10 Archive tab: an admin makes a folder and a folder inside it, uploads a PDF and a PNG
 * with names and descriptions, sees their type and size, downloads one, and deletes it all again.
 * Needs the started stack and an admin (E2E_*).
 */

/** A 1×1 PNG: the photo. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** The smallest PDF the files service recognises by its bytes. */
const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

test('an admin files materials in nested archive folders and removes them', async ({ page }) => {
  const stamp = Date.now();
  const topFolder = `E2E архив ${stamp}`;
  await signIn(page);
  await page.getByRole('link', { name: 'Архив' }).click();
  await expect(page).toHaveURL(/\/admin\/archive$/);
  const location = page.getByRole('navigation', { name: 'Расположение в архиве' });

  // A folder at the top, a folder inside it.
  for (const name of [topFolder, 'Вложенная']) {
    await page.getByRole('button', { name: 'Создать папку' }).click();
    const form = page.getByRole('dialog', { name: 'Новая папка' });
    await form.getByLabel('Название папки').fill(name);
    await form.getByRole('button', { name: 'Создать папку' }).click();
    await expect(page.getByText('Папка создана', { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: `Открыть папку ${name}` }).click();
  }
  await expect(page.getByText('Папка пуста')).toBeVisible();
  await expect(location.getByText('Вложенная')).toHaveAttribute('aria-current', 'location');
  await expect(location.getByRole('button', { name: topFolder })).toBeVisible();

  // A PDF and a PNG, each under its own name and description.
  const uploads = [
    {
      file: 'contract.pdf',
      mimeType: 'application/pdf',
      buffer: TINY_PDF,
      name: 'Договор',
      type: 'Документ',
    },
    {
      file: 'facade.png',
      mimeType: 'image/png',
      buffer: PIXEL_PNG,
      name: 'Фасад склада',
      type: 'Фото',
    },
  ];
  for (const upload of uploads) {
    await page.getByRole('button', { name: 'Загрузить материал' }).click();
    const form = page.getByRole('dialog', { name: 'Новый материал' });
    await form
      .getByTestId('material-input')
      .setInputFiles({ name: upload.file, mimeType: upload.mimeType, buffer: upload.buffer });
    await expect(form.getByLabel('Название')).toHaveValue(upload.file);
    await form.getByLabel('Название').fill(upload.name);
    await form.getByLabel('Описание').fill(`Описание: ${upload.name}`);
    await form.getByRole('button', { name: 'Загрузить' }).click();
    await expect(form).toBeHidden();
    const card = page.getByRole('article', { name: upload.name });
    await expect(card.getByText(upload.type, { exact: true })).toBeVisible();
    await expect(card.getByText(new RegExp(`^${upload.buffer.length}\\s+Б$`))).toBeVisible();
    await expect(card.getByText(`Описание: ${upload.name}`)).toBeVisible();
  }
  await expect(page.getByText('Материал загружен', { exact: true }).first()).toBeVisible();

  // Download: the bytes come back under the material's name.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Скачать Договор' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Договор.pdf');
  const { readFile } = await import('node:fs/promises');
  expect(await readFile((await download.path())!)).toEqual(TINY_PDF);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 800 });
    // The photo's card previews the stored image itself.
    const preview = page.getByRole('img', { name: 'Фасад склада' });
    await expect(preview).toBeVisible();
    await expect
      .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(1);
    await saveScreenshot(page, `admin-archive-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Delete a material, go back up, delete the top folder with everything in it.
  await page.getByRole('button', { name: 'Удалить материал Договор' }).click();
  await page
    .getByRole('alertdialog', { name: 'Удалить материал?' })
    .getByRole('button', { name: 'Удалить' })
    .click();
  await expect(page.getByText('Материал удален', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Договор' })).toHaveCount(0);

  await location.getByRole('button', { name: 'Архив', exact: true }).click();
  await page.getByRole('button', { name: `Удалить папку ${topFolder}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Удалить папку?' });
  await expect(confirm).toContainText('вместе со всеми вложенными папками и материалами');
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByText('Папка удалена', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Открыть папку ${topFolder}` })).toHaveCount(0);
});
