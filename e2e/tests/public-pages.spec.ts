import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../testing/fixtures.js';
import { saveScreenshot } from '../testing/screenshots.js';

interface PublicPage {
  name: string;
  path: string;
  /** Link text in the header navigation, when the page has one. */
  navigation: { ru: string; en: string } | null;
  heading: { ru: string; en: string };
  title: { ru: RegExp; en: RegExp };
}

const PUBLIC_PAGES: PublicPage[] = [
  {
    name: 'home',
    path: '/',
    navigation: null,
    heading: {
      ru: 'Надёжный мост между фабриками Китая и вашим бизнесом',
      en: 'A reliable bridge between Chinese factories and your business',
    },
    title: {
      ru: /^Закупки в Китае и доставка в Центральную Азию — Silk Way$/,
      en: /^Sourcing in China and delivery to Central Asia — Silk Way$/,
    },
  },
  {
    name: 'services',
    path: '/services',
    navigation: { ru: 'Услуги', en: 'Services' },
    heading: { ru: 'Услуги для импорта из Китая', en: 'Services for importing from China' },
    title: { ru: /^Услуги — Silk Way$/, en: /^Services — Silk Way$/ },
  },
  {
    name: 'programs',
    path: '/programs',
    navigation: { ru: 'Программы', en: 'Programs' },
    heading: { ru: 'Программы для импортёров', en: 'Programs for importers' },
    title: { ru: /^Программы — Silk Way$/, en: /^Programs — Silk Way$/ },
  },
  {
    name: 'about',
    path: '/about',
    navigation: { ru: 'О компании', en: 'About us' },
    heading: { ru: 'О компании', en: 'About us' },
    title: { ru: /^О компании — Silk Way$/, en: /^About us — Silk Way$/ },
  },
  {
    name: 'contact',
    path: '/contact',
    navigation: { ru: 'Контакты', en: 'Contact' },
    heading: { ru: 'Свяжитесь с нами', en: 'Get in touch' },
    title: { ru: /^Контакты — Silk Way$/, en: /^Contact — Silk Way$/ },
  },
  {
    name: 'blog',
    path: '/blog',
    navigation: { ru: 'Блог', en: 'Blog' },
    heading: { ru: 'Блог', en: 'Blog' },
    title: { ru: /^Блог — Silk Way$/, en: /^Blog — Silk Way$/ },
  },
  {
    name: 'not-found',
    path: '/no-such-page',
    navigation: null,
    heading: { ru: 'Страница не найдена', en: 'Page not found' },
    title: { ru: /^Страница не найдена — Silk Way$/, en: /^Page not found — Silk Way$/ },
  },
];

const header = (page: Page) => page.locator('header').first();
const pageHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

async function expectPage(page: Page, publicPage: PublicPage, language: 'ru' | 'en') {
  await expect(pageHeading(page)).toHaveText(publicPage.heading[language]);
  await expect(page).toHaveTitle(publicPage.title[language]);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const description = page.locator('meta[name="description"]');
  if (publicPage.name !== 'not-found')
    await expect(description).toHaveAttribute('content', /\S{3,}/);
}

/** The remote has rendered, nothing in the page is still loading (spinners are `status`) and the web fonts are in. */
async function waitUntilSettled(page: Page) {
  await expect(pageHeading(page)).toBeVisible();
  await expect(page.getByRole('main').locator('[role="status"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

test('every public route in Russian shows its own content, title and language', async ({
  page,
}) => {
  for (const publicPage of PUBLIC_PAGES) {
    await page.goto(publicPage.path);
    await expectPage(page, publicPage, 'ru');
  }
  await page.goto('/home');
  await expectPage(page, PUBLIC_PAGES[0]!, 'ru');
  // Home content beyond the hero: the six services and the anchors the hero and the footer scroll to.
  await expect(page.locator('#services article')).toHaveCount(6);
  await expect(page.locator('#process ol > li')).toHaveCount(4);
});

test('switching to English in the header re-renders every public route in English', async ({
  page,
}) => {
  await page.goto('/');
  await expectPage(page, PUBLIC_PAGES[0]!, 'ru');
  await header(page).getByRole('combobox', { name: 'Язык интерфейса' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await expectPage(page, PUBLIC_PAGES[0]!, 'en');

  for (const publicPage of PUBLIC_PAGES) {
    if (publicPage.navigation) {
      await header(page)
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: publicPage.navigation.en })
        .click();
      await expect(page).toHaveURL(new RegExp(`${publicPage.path}$`));
    } else {
      await page.goto(publicPage.path);
    }
    await expectPage(page, publicPage, 'en');
  }
});

test('no public page has a serious or critical accessibility violation', async ({ page }) => {
  // axe audits every page in two languages: minutes on a busy machine.
  test.setTimeout(180_000);
  const violations: string[] = [];
  const audit = async (where: string) => {
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    for (const violation of results.violations) {
      if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
      const targets = violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ');
      violations.push(
        `${where}: [${violation.impact}] ${violation.id} (${violation.help}) at ${targets}`,
      );
    }
  };

  for (const publicPage of PUBLIC_PAGES) {
    await page.goto(publicPage.path);
    await waitUntilSettled(page);
    await audit(publicPage.path);
  }

  // The quote dialog and the contact form showing its errors are states a visitor meets too.
  await page.goto('/');
  await page.getByRole('button', { name: 'Получить расчёт' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByText('Телефон обязателен')).toBeVisible();
  await audit('/ (quote dialog with errors)');

  await page.goto('/contact');
  await page.getByRole('button', { name: 'Отправить сообщение' }).click();
  await expect(page.getByText('Укажите тему')).toBeVisible();
  await audit('/contact (form with errors)');

  expect(violations).toEqual([]);
});

test('the home page loads no admin code', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await waitUntilSettled(page);
  await page.waitForLoadState('networkidle');
  expect(requested.some((path) => path.startsWith('/mf/public/'))).toBe(true);
  expect(requested.filter((path) => path.startsWith('/mf/admin/'))).toEqual([]);
});

for (const width of [390, 1280]) {
  test(`every public page fits and is captured at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 800 });
    for (const publicPage of PUBLIC_PAGES) {
      await page.goto(publicPage.path);
      await waitUntilSettled(page);
      await saveScreenshot(page, `public-${publicPage.name}-${width}`);
    }
  });
}
