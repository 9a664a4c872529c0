import { test as base } from '@playwright/test';

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
});

export { expect } from '@playwright/test';
