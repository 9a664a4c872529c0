import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiOk, signInApi } from './admin.js';

export const STAFF_PASSWORD = 'e2e staff password';

/** Adds a member of staff through the API, signed in as the stack's first administrator (an owner). */
export async function addStaffMemberApi(
  request: APIRequestContext,
  member: { username: string; fullName: string; role: string },
): Promise<void> {
  await signInApi(request);
  await apiOk(
    request.post('/api/admin/users', {
      data: { ...member, email: `${member.username}@example.com`, password: STAFF_PASSWORD },
    }),
  );
}

/** Opens `path` and waits until the app has taken the page over (for pages not made by the fixtures). */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
}

/** Signs `username` in through the login form; answers once the dashboard greets them. */
export async function signInAs(page: Page, username: string, password = STAFF_PASSWORD) {
  if (!page.url().includes('/admin')) await openPage(page, '/admin');
  await page.getByLabel('Логин').fill(username);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText(/Добро пожаловать/)).toBeVisible();
}
