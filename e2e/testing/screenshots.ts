import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

const screenshotDirectory = fileURLToPath(new URL('../screenshots/', import.meta.url));
mkdirSync(screenshotDirectory, { recursive: true });

/** Saves `e2e/screenshots/<name>.png` and fails if the page scrolls sideways at this width. */
export async function saveScreenshot(
  page: Page,
  name: string,
  { fullPage = true } = {},
): Promise<void> {
  await page.screenshot({ path: screenshotPath(name), fullPage });
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${name} scrolls sideways`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** Where a screenshot named `name` goes, for screenshots of one element. */
export const screenshotPath = (name: string): string => `${screenshotDirectory}${name}.png`;
