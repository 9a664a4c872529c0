import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';

/** The stack's first administrator; `npm test` creates it and passes E2E_ADMIN_USERNAME / _PASSWORD. */
export function adminCredentials() {
  const username = process.env.E2E_ADMIN_USERNAME;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!username || !password) {
    throw new Error(
      'Set E2E_ADMIN_USERNAME and E2E_ADMIN_PASSWORD to an existing admin (npm test does).',
    );
  }
  return { username, password };
}

/** Signs in through the login form at /admin and answers the full name the server returned. */
export async function signIn(page: Page): Promise<string> {
  const { username, password } = adminCredentials();
  if (!page.url().includes('/admin')) await page.goto('/admin');
  await page.getByLabel('Логин').fill(username);
  await page.getByLabel('Пароль').fill(password);
  const [answer] = await Promise.all([
    page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/admin/login') && response.request().method() === 'POST',
    ),
    page.getByRole('button', { name: 'Войти' }).click(),
  ]);
  expect(answer.status()).toBe(200);
  await expect(page.getByText(/Добро пожаловать/)).toBeVisible();
  const { user } = (await answer.json()) as { user: { fullName: string } };
  return user.fullName;
}

/** Signs `request` in through the API (its cookie then rides on every later call). */
export async function signInApi(request: APIRequestContext): Promise<void> {
  await apiOk(request.post('/api/admin/login', { data: adminCredentials() }));
}

/** Awaits an API call, fails the test with the server's answer unless it is 2xx, and answers its JSON. */
export async function apiOk<T>(call: Promise<APIResponse>): Promise<T> {
  const response = await call;
  expect(response.ok(), `${response.url()} → ${response.status()} ${await response.text()}`).toBe(
    true,
  );
  return (response.status() === 204 ? undefined : await response.json()) as T;
}
