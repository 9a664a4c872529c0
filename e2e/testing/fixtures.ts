import { test as base, type Page } from '@playwright/test';

/**
 * Pages arrive prerendered: visible at once, but a button answers only once the app has taken the page
 * over (`<html data-interactive>`, set by the shell). A page load waits for that, as a visitor would.
 */
function waitForTakeOver(page: Page): void {
  for (const method of ['goto', 'reload'] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await load(...args);
      // Pages the API itself answers (e.g. the confirmation of a subscription) are plain HTML, not the app.
      const appPage = !new URL(page.url()).pathname.startsWith('/api/');
      if (appPage && response?.headers()['content-type']?.includes('text/html')) {
        await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
      }
      return response;
    };
  }
}

/**
 * The suite's `test`: every test starts in the default language (Russian), whatever an earlier test
 * chose, and may then switch within its own page.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('e2e-language-reset')) {
        localStorage.removeItem('language');
        sessionStorage.setItem('e2e-language-reset', '1');
      }
    });
    await use(context);
  },
  page: async ({ page }, use) => {
    waitForTakeOver(page);
    await use(page);
  },
});

export { expect } from '@playwright/test';
