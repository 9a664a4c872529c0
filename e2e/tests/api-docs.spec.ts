import { fileURLToPath } from 'node:url';
import { expect, test } from '../testing/fixtures.js';

/** Issue 26: the API reference (/api/docs) fits a 390 px phone with no sideways scroll, its schemas open too. */

const shot = (name: string) =>
  fileURLToPath(new URL(`../../docs/screenshots/issue-26/${name}.png`, import.meta.url));

test('the API reference fits a phone and a desktop without sideways scroll', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('API');
    await page.screenshot({ path: shot(`api-docs-${width}`) });
    const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await scrollWidth()).toBeLessThanOrEqual(width);
    // Every request and answer schema unfolded: long enums and JSON scroll inside their own box.
    await page.evaluate(() =>
      document.querySelectorAll('details').forEach((details) => (details.open = true)),
    );
    expect(await scrollWidth()).toBeLessThanOrEqual(width);
  }
});
