import type { Page } from '@playwright/test';
import { signIn } from '../testing/admin.js';
import { expect, test } from '../testing/fixtures.js';

/**
 * The gateway's Content-Security-Policy (docs/security.md) must not break any front end: each page
 * renders and the browser reports no violation while it loads and works.
 */

declare global {
  interface Window {
    cspViolations: string[];
  }
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
});

const violationsOf = (page: Page) => page.evaluate(() => window.cspViolations);

test('the public site, the portal and the back office work under the CSP without a violation', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(home?.headers()['x-frame-options']).toBe('DENY');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
  expect(await violationsOf(page)).toEqual([]);

  await page.goto('/portal');
  await expect(page.getByRole('button', { name: 'Найти' })).toBeVisible({ timeout: 60_000 });
  expect(await violationsOf(page)).toEqual([]);

  // A dialog locks scrolling with an injected <style>: the reason style-src allows 'unsafe-inline'.
  await signIn(page);
  await page.getByRole('link', { name: 'Заказы', exact: true }).click();
  await page.getByRole('button', { name: 'Добавить заказ' }).click();
  await expect(page.getByRole('dialog', { name: 'Новый заказ' })).toBeVisible({ timeout: 60_000 });
  expect(await violationsOf(page)).toEqual([]);
});
