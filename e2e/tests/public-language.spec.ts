import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { apiOk as ok, signInApi } from '../testing/admin.js';
import { expect, test } from '../testing/fixtures.js';
import { saveScreenshot } from '../testing/screenshots.js';

/**
 * Issue 26 at 390 px in the four languages: each public form answers in the page's language, the
 * footer's links lead to pages, nothing floats over the submit button or an article's text, and no
 * public or portal page logs an error. The expected texts come from the dictionaries themselves.
 */

const languages = ['ru', 'tj', 'en', 'zh'] as const;
type Language = (typeof languages)[number];
const prefix = (language: Language) => (language === 'ru' ? '/' : `/${language}/`);

type Dictionary = Record<string, unknown>;
const dictionary = (language: Language, namespace: string): Dictionary =>
  JSON.parse(
    readFileSync(
      new URL(`../../packages/i18n/src/locales/${language}/${namespace}.json`, import.meta.url),
      'utf8',
    ),
  ) as Dictionary;
/** The text at `path` ("quote.fields.name") of a dictionary. */
const text = (entries: Dictionary, path: string): string =>
  path.split('.').reduce<unknown>((node, key) => (node as Dictionary)[key], entries) as string;

/** Collects the page's console errors, to be asserted empty at the end. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** Fails when another element is on top of `target`'s centre or right edge (a floating button, say). */
async function expectUncovered(target: Locator, what: string) {
  await target.scrollIntoViewIfNeeded();
  const uncovered = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const y = box.top + box.height / 2;
    return [box.left + box.width / 2, box.right - 8].every((x) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (element.contains(hit) || hit.contains(element));
    });
  }, undefined);
  expect(uncovered, `${what} is covered`).toBe(true);
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const language of languages) {
    test(`the public forms answer in ${language}; footer links lead to pages; nothing covers a submit button or article text`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const errors = consoleErrors(page);
      const words = dictionary(language, 'public');
      const formError = (key: string) => text(words, `formErrors.${key}`);

      await page.goto(prefix(language));
      await page
        .getByRole('button', { name: text(words, 'actions.getQuote') })
        .first()
        .click();
      const wizard = page.getByRole('dialog', { name: text(words, 'quote.title') });
      await wizard.getByRole('button', { name: text(words, 'quote.next') }).click();
      await expect(wizard.getByText(formError('contactPersonRequired'))).toBeVisible();
      await expect(wizard.getByText(formError('phoneRequired'))).toBeVisible();
      // A corrected field loses its error as the visitor leaves it.
      await wizard.getByLabel(text(words, 'quote.fields.name')).fill('Alisher Karimov');
      await wizard.getByLabel(text(words, 'quote.fields.phone')).focus();
      await expect(wizard.getByText(formError('contactPersonRequired'))).toHaveCount(0);
      await wizard.getByLabel(text(words, 'quote.fields.phone')).fill('12');
      await wizard.getByRole('button', { name: text(words, 'quote.next') }).click();
      await expect(wizard.getByText(formError('phoneInvalid'))).toBeVisible();
      if (language !== 'ru') await expect(wizard.getByText('Телефон обязателен')).toHaveCount(0);
      await wizard.getByRole('button', { name: text(words, 'quote.close') }).click();

      await page.goto(`${prefix(language)}contact`);
      const submit = page.getByRole('button', { name: text(words, 'contact.form.submit') });
      await expectUncovered(submit, 'the contact form’s submit button');
      await submit.click();
      for (const key of ['nameRequired', 'contactEmailInvalid', 'subjectRequired'])
        await expect(page.getByText(formError(key))).toBeVisible();
      await expect(page.getByText(formError('messageTooShort'))).toBeVisible();
      if (language !== 'en') await expect(page.getByText('Name is required')).toHaveCount(0);
      if (language === 'en' || language === 'ru')
        await saveScreenshot(page, `public-language-contact-errors-${language}-390`);

      const footerLinks = page.getByRole('contentinfo').getByRole('link');
      const addresses = await footerLinks.evaluateAll((links) =>
        links.map((link) => link.getAttribute('href')),
      );
      expect(addresses.length).toBeGreaterThan(0);
      for (const address of addresses) {
        expect(address, 'a footer link without a target').toBeTruthy();
        if (!address!.startsWith('/')) continue;
        expect((await request.get(address!)).status(), address!).toBe(200);
      }

      const articles: { slug: string }[] = await (
        await request.get(`/api/blog?lang=${language}`)
      ).json();
      await page.goto(`${prefix(language)}blog/${articles[0]!.slug}`);
      const paragraphs = page.locator('main article p');
      for (const index of [0, 1, 2]) {
        const paragraph = paragraphs.nth(index);
        if ((await paragraph.count()) === 0) break;
        await expectUncovered(paragraph, `paragraph ${index + 1} of the article`);
      }

      expect(errors).toEqual([]);
    });
  }
});

test('the portal tracks an order by a shared link without a console error, its destination in the page’s language', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInApi(request);
  const code = `SW-L26-${Date.now().toString(36).toUpperCase()}`;
  await ok(
    request.post('/api/admin/orders', {
      data: { name: 'Заказ для Бохтара', code, destination: 'Таджикистан/Бохтар' },
    }),
  );
  const errors = consoleErrors(page);
  for (const language of languages) {
    const places = dictionary(language, 'portal');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 800 ? 844 : 800 });
      await page.goto(`${prefix(language)}portal?code=${code}`);
      await expect(
        page.getByText(`${text(places, 'places.Бохтар')}, ${text(places, 'places.Таджикистан')}`),
      ).toBeVisible();
      if (language !== 'ru') await expect(page.getByText('Таджикистан/Бохтар')).toHaveCount(0);
      if (language === 'en' || language === 'ru')
        await saveScreenshot(page, `public-language-portal-${language}-${width}`);
    }
  }
  expect(errors).toEqual([]);
});

test('the home and contact pages at 390 and 1280 px in two languages, for the eye', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  for (const language of ['ru', 'en'] as const) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 800 ? 844 : 800 });
      for (const [name, path] of [
        ['home', ''],
        ['contact', 'contact'],
      ] as const) {
        await page.goto(`${prefix(language)}${path}`);
        // One group of messenger links shows: floating from 640 px up, at the footer's end below.
        const messengers = page.getByRole('navigation', {
          name: text(dictionary(language, 'common'), 'messengers.label'),
        });
        await expect(messengers).toHaveCount(1);
        expect(await messengers.evaluate((nav) => getComputedStyle(nav).position)).toBe(
          width < 640 ? 'static' : 'fixed',
        );
        await saveScreenshot(page, `public-language-${name}-${language}-${width}`);
      }
    }
  }
  expect(errors).toEqual([]);
});

test('every blog card shows its cover with alt text and a size, in two languages; the article’s cover comes first', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  for (const language of ['ru', 'zh'] as const) {
    const covers = text(dictionary(language, 'public'), 'blog.covers') as unknown as Dictionary;
    const articles: { slug: string; title: string }[] = await (
      await request.get(`/api/blog?lang=${language}`)
    ).json();
    expect(articles.length).toBeGreaterThan(0);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 800 ? 844 : 800 });
      await page.goto(`${prefix(language)}blog`);
      const cards = page.locator('main li article');
      await expect(cards).toHaveCount(articles.length);
      for (const [index, card] of (await cards.all()).entries()) {
        const cover = card.locator('img');
        await expect(cover).toHaveCount(1);
        await cover.scrollIntoViewIfNeeded();
        const shown = await cover.evaluate((image: HTMLImageElement) => ({
          alt: image.alt,
          width: image.getAttribute('width'),
          height: image.getAttribute('height'),
          loading: image.getAttribute('loading'),
          fetchPriority: image.getAttribute('fetchpriority') ?? '',
          loaded: image.complete && image.naturalWidth > 0,
          src: image.currentSrc,
        }));
        // The alt text is the dictionary's for this article's cover, in the page's language.
        expect(Object.values(covers)).toContain(shown.alt);
        expect(shown.alt.trim()).not.toBe('');
        // The first card's cover is the phone's largest paint: fetched at once, first in line; the others lazily.
        expect(shown).toMatchObject({
          width: '640',
          height: '360',
          loading: index === 0 ? 'eager' : 'lazy',
          fetchPriority: index === 0 ? 'high' : '',
        });
        await expect
          .poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth))
          .toBeGreaterThan(0);
        if (width === 390) {
          const answer = await request.get(new URL(shown.src).pathname);
          expect(answer.status()).toBe(200);
          expect(answer.headers()['content-type']).toContain('image/svg+xml');
          expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
        }
      }
      // From the top, so the sticky header is where a visitor sees it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, `public-blog-list-${language}-${width}`);
    }

    // Above the fold on a phone, the article's cover is fetched at once and first in line.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${prefix(language)}blog/${articles[0]!.slug}`);
    const hero = page.locator('main article img');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).toHaveAttribute('width', '640');
    await expect(hero).toHaveAttribute('height', '360');
    await expect(hero).toHaveAttribute('loading', 'eager');
    expect(Object.values(covers)).toContain(await hero.getAttribute('alt'));
    const heroBox = await hero.boundingBox();
    expect(heroBox!.y).toBeLessThan(844);
    await saveScreenshot(page, `public-blog-article-${language}-390`, { fullPage: false });
  }
  expect(errors).toEqual([]);
});

test('the public forms’ calls answer their field errors in the language they ask for', async ({
  request,
}) => {
  const contact = { name: 'Zarina', email: 'zarina@example.tj', subject: '', message: 'Привет' };
  for (const [language, headers] of [
    ['ru', {}],
    ['en', {}],
    ['tj', { 'accept-language': 'ru' }],
    ['zh', {}],
  ] as const) {
    const words = dictionary(language, 'public');
    const answer = await request.post('/api/contact', {
      data: { ...contact, language },
      headers,
    });
    expect(answer.status()).toBe(400);
    expect((await answer.json()).fieldErrors).toEqual({
      subject: [text(words, 'formErrors.subjectRequired')],
      message: [text(words, 'formErrors.messageTooShort')],
    });
  }
  // Without a language in the body, Accept-Language chooses (Tajik's BCP 47 code is tg).
  const quote = {
    name: '',
    phone: '+992 90 123 45 67',
    serviceType: 'sourcing',
    description: 'Нужен расчёт доставки',
  };
  for (const [acceptLanguage, language] of [
    ['zh-CN,zh;q=0.9', 'zh'],
    ['tg', 'tj'],
    ['en-US,en;q=0.8', 'en'],
    ['ru-RU', 'ru'],
  ] as const) {
    const answer = await request.post('/api/quote-requests', {
      data: quote,
      headers: { 'accept-language': acceptLanguage },
    });
    expect(answer.status()).toBe(400);
    expect((await answer.json()).fieldErrors).toEqual({
      name: [text(dictionary(language, 'public'), 'formErrors.contactPersonRequired')],
    });
  }
});
