import type { Page } from '@playwright/test';
import { expect, test } from '../testing/fixtures.js';

const header = (page: Page) => page.locator('header').first();

test('the home page renders the public remote inside the chrome', async ({ page }) => {
  await page.goto('/');
  await expect(header(page).getByRole('link', { name: 'Услуги' })).toBeVisible();
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Написать нам' }).getByRole('link'),
  ).toHaveCount(3);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});

test('the client portal renders its translated search form', async ({ page }) => {
  await page.goto('/portal');
  await expect(page.getByLabel('Номер заказа')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Найти' })).toBeDisabled();
  await expect(page).toHaveTitle(/Отслеживание заказа/);
});

test('/admin renders the back office without the public chrome', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('main')).not.toContainText('Страница не найдена');
  await expect(page.getByRole('link', { name: 'Кабинет клиента' })).toHaveCount(0);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
  await header(page).getByRole('combobox', { name: 'Язык интерфейса' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('switching the language in the shell header re-renders text inside a remote', async ({
  page,
}) => {
  await page.goto('/portal');
  await expect(page.getByRole('button', { name: 'Найти' })).toBeVisible();
  await header(page).getByRole('combobox', { name: 'Язык интерфейса' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  // The remote's button follows without a reload: one i18next instance for the whole page.
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Services' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
});

test('a remote that cannot load shows a clear message only in its area', async ({ page }) => {
  await page.route('**/mf/portal/**', (route) => route.abort());
  await page.goto('/portal');
  const message = page.getByRole('alert').filter({ hasText: 'Этот раздел сейчас недоступен' });
  await expect(message).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Услуги' })).toBeVisible();

  await header(page).getByRole('link', { name: 'Услуги' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(message).toHaveCount(0);

  await page.goto('/');
  await expect(page.locator('main h1').first()).toBeVisible();
});
