import type { Browser, Page } from '@playwright/test';
import { apiOk, signInApi } from '../testing/admin.js';
import { expect, test } from '../testing/fixtures.js';
import { saveScreenshot } from '../testing/screenshots.js';
import { addStaffMemberApi, signInAs } from '../testing/staff.js';

/**
 * Issue 33 §2, no silent overwrite: two managers edit the same order's name at once. The one who
 * saves second is not allowed to overwrite silently: a dialog in their language names what each
 * changed; once they keep the other's, once they apply theirs over it. The audit log then holds the
 * renames of both. Needs the started stack and an admin (E2E_*).
 */

const TEXTS = {
  ru: {
    edit: 'Изменить',
    form: 'Изменить заказ',
    name: 'Название',
    comments: 'Комментарии',
    save: 'Сохранить',
    conflict: 'Запись изменили, пока вы её редактировали',
    keepTheirs: 'Оставить их вариант',
    applyMine: 'Применить мои поверх',
    saved: 'Заказ успешно обновлен',
  },
  en: {
    edit: 'Edit',
    form: 'Edit order',
    name: 'Name',
    comments: 'Comments',
    save: 'Save',
    conflict: 'This record changed while you were editing it',
    keepTheirs: 'Keep theirs',
    applyMine: 'Apply mine over theirs',
    saved: 'Order updated',
  },
};
type Language = keyof typeof TEXTS;

interface Manager {
  username: string;
  page: Page;
}

async function managerSignedIn(browser: Browser, username: string): Promise<Manager> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, username);
  return { username, page };
}

/** Opens the order's overlay in `language` and its edit form, which reads the order as it is now. */
async function openEditForm(
  { page }: Manager,
  order: { id: number },
  orderName: string,
  language: Language,
) {
  await page.evaluate((code) => localStorage.setItem('language', code), language);
  await page.goto(`/admin?order=${order.id}`);
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  const texts = TEXTS[language];
  await page
    .getByRole('dialog', { name: orderName })
    .getByRole('button', { name: texts.edit, exact: true })
    .click();
  return page.getByRole('dialog', { name: texts.form });
}

async function rename(
  manager: Manager,
  form: ReturnType<Page['getByRole']>,
  name: string,
  language: Language,
) {
  await form.getByLabel(TEXTS[language].name).fill(name);
  await form.getByRole('button', { name: TEXTS[language].save }).click();
}

async function photograph(page: Page, language: Language) {
  const conflict = page.getByRole('dialog', { name: TEXTS[language].conflict });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 800 });
    await expect(conflict).toBeVisible();
    await conflict.evaluate((dialog) =>
      Promise.all(dialog.getAnimations({ subtree: true }).map((motion) => motion.finished)),
    );
    await saveScreenshot(page, `admin-stale-version-${language}-${width}`, { fullPage: false });
  }
}

test('two managers rename one order: the second is shown both changes, keeps theirs once, applies their own once, and the log has both', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const [first, second] = [`e2e-first-${stamp}`, `e2e-second-${stamp}`];
  for (const username of [first, second])
    await addStaffMemberApi(request, { username, fullName: username, role: 'manager' });
  await signInApi(request);
  const original = `E2E общий заказ ${stamp}`;
  const order = await apiOk<{ id: number }>(
    request.post('/api/admin/orders', { data: { name: original } }),
  );
  const stored = () =>
    apiOk<{ name: string; comments: string | null }>(request.get(`/api/admin/orders/${order.id}`));
  const farhod = await managerSignedIn(browser, first);
  const dilnoza = await managerSignedIn(browser, second);

  // In English: both open the form; Farhod saves first; Dilnoza's save opens the dialog, she keeps his.
  const farhodsFirst = `Farhod's name ${stamp}`;
  let farhodForm = await openEditForm(farhod, order, original, 'ru');
  let dilnozaForm = await openEditForm(dilnoza, order, original, 'en');
  await rename(farhod, farhodForm, farhodsFirst, 'ru');
  await expect(farhod.page.getByText(TEXTS.ru.saved, { exact: true })).toBeVisible();
  await rename(dilnoza, dilnozaForm, `Dilnoza's name ${stamp}`, 'en');
  let conflict = dilnoza.page.getByRole('dialog', { name: TEXTS.en.conflict });
  await expect(conflict.getByTestId('stale-version-theirs')).toContainText(
    `${original} → ${farhodsFirst}`,
  );
  await photograph(dilnoza.page, 'en');
  await conflict.getByRole('button', { name: TEXTS.en.keepTheirs }).click();
  await expect(conflict).toBeHidden();
  expect(await stored()).toMatchObject({ name: farhodsFirst, comments: null });

  // In Russian: again both open it; Farhod renames it once more; Dilnoza's name and comment win this time.
  await dilnoza.page.setViewportSize({ width: 1280, height: 800 });
  const farhodsSecond = `Имя Фарход ${stamp}`;
  const dilnozas = `Имя Дилноза ${stamp}`;
  farhodForm = await openEditForm(farhod, order, farhodsFirst, 'ru');
  dilnozaForm = await openEditForm(dilnoza, order, farhodsFirst, 'ru');
  await rename(farhod, farhodForm, farhodsSecond, 'ru');
  await expect(farhod.page.getByText(TEXTS.ru.saved, { exact: true })).toBeVisible();
  await dilnozaForm.getByLabel(TEXTS.ru.comments).fill('Позвонить клиенту');
  await rename(dilnoza, dilnozaForm, dilnozas, 'ru');
  conflict = dilnoza.page.getByRole('dialog', { name: TEXTS.ru.conflict });
  const mine = conflict.getByTestId('stale-version-mine');
  await expect(mine.getByRole('listitem').filter({ hasText: 'Название' })).toContainText(
    `${farhodsFirst} → ${dilnozas}`,
  );
  await expect(mine.getByRole('listitem').filter({ hasText: 'Комментарии' })).toContainText(
    'Позвонить клиенту',
  );
  const theirs = conflict.getByTestId('stale-version-theirs');
  await expect(theirs).toContainText(first);
  await expect(theirs.getByRole('listitem').filter({ hasText: 'Название' })).toContainText(
    `${farhodsFirst} → ${farhodsSecond}`,
  );
  // The refused save wrote nothing.
  expect(await stored()).toMatchObject({ name: farhodsSecond, comments: null });
  await photograph(dilnoza.page, 'ru');
  await dilnoza.page.setViewportSize({ width: 1280, height: 800 });
  await conflict.getByRole('button', { name: TEXTS.ru.applyMine }).click();
  await expect(conflict).toBeHidden();
  await expect(dilnoza.page.getByText(TEXTS.ru.saved, { exact: true })).toBeVisible();
  expect(await stored()).toMatchObject({ name: dilnozas, comments: 'Позвонить клиенту' });

  // The log keeps every rename, each by its author (written by a queue worker: look until it has arrived).
  await expect(async () => {
    const entries = await apiOk<
      Array<{
        username: string;
        action: string;
        changes: Array<{ field: string; to: string | null }>;
      }>
    >(request.get('/api/admin/audit', { params: { entity: 'order', entityId: String(order.id) } }));
    const renames = entries
      .filter((entry) => entry.action === 'update')
      .map((entry) => [
        entry.username,
        entry.changes.find((change) => change.field === 'name')?.to,
      ]);
    expect(renames).toEqual(
      expect.arrayContaining([
        [first, farhodsFirst],
        [first, farhodsSecond],
        [second, dilnozas],
      ]),
    );
    expect(renames).toHaveLength(3);
  }).toPass({ timeout: 20_000 });
});
