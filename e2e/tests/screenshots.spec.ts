import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const screenshotDirectory = fileURLToPath(new URL('../screenshots/', import.meta.url));
mkdirSync(screenshotDirectory, { recursive: true });

const SCREENS = [
  { name: 'home', path: '/' },
  { name: 'portal', path: '/portal' },
  { name: 'not-found', path: '/no-such-page' },
];
const WIDTHS = [390, 1280];

for (const width of WIDTHS) {
  test(`screens at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 800 });
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await expect(page.locator('main').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const file = `${screenshotDirectory}${screen.name}-${width}.png`;
      await page.screenshot({ path: file, fullPage: screen.name !== 'home' });
      expect((await page.locator('body').boundingBox())?.width).toBeLessThanOrEqual(width);
    }
  });
}
