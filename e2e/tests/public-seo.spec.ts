import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../testing/fixtures.js';
import { saveScreenshot } from '../testing/screenshots.js';

type Language = 'ru' | 'tj' | 'en' | 'zh';
const LANGUAGES: Language[] = ['ru', 'tj', 'en', 'zh'];
const HTML_LANG: Record<Language, string> = { ru: 'ru', tj: 'tg', en: 'en', zh: 'zh-CN' };

function dictionary(
  language: Language,
  namespace: string,
): Record<string, Record<string, Record<string, string>>> {
  const file = new URL(
    `../../packages/i18n/src/locales/${language}/${namespace}.json`,
    import.meta.url,
  );
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Each page with the heading and the first paragraph its prerendered HTML must hold, in one language. */
function expectedTexts(language: Language) {
  const publicTexts = dictionary(language, 'public');
  const portal = dictionary(language, 'portal');
  const page = (path: string, section: string) => ({
    path,
    heading: publicTexts[section]!.hero!.title!,
    text: publicTexts[section]!.hero!.subtitle!,
  });
  return [
    page('/', 'home'),
    page('/services', 'services'),
    page('/programs', 'programs'),
    page('/about', 'about'),
    page('/contact', 'contact'),
    page('/blog', 'blog'),
    {
      path: '/portal',
      heading: portal.tracking!.title as unknown as string,
      text: portal.tracking!.subtitle as unknown as string,
    },
  ];
}

const addressOf = (language: Language, path: string) =>
  language === 'ru' ? path : path === '/' ? `/${language}/` : `/${language}${path}`;

/** What a crawler that runs no JavaScript reads: the text of the HTML, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');
}

function headLinks(html: string) {
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  const alternates = [
    ...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g),
  ].map(([, hreflang, href]) => ({ hreflang: hreflang!, href: href! }));
  return { canonical, alternates };
}

/** An absolute link of the page, asked of this test's gateway (the build may name another origin). */
async function statusOf(request: APIRequestContext, href: string): Promise<number> {
  const { pathname } = new URL(href);
  return (await request.get(pathname, { maxRedirects: 0 })).status();
}

for (const language of LANGUAGES) {
  test(`every public page in ${language} is whole HTML without JavaScript, with its own head`, async ({
    request,
  }) => {
    for (const { path, heading, text } of expectedTexts(language)) {
      const address = addressOf(language, path);
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      const html = await response.text();
      expect(html, address).toContain(`<html lang="${HTML_LANG[language]}"`);
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
      expect(visibleText(h1 ?? ''), address).toContain(heading);
      expect(visibleText(html), address).toContain(text);
      expect(html, address).toMatch(/<title>[^<]+— Silk Way<\/title>/);
      expect(html, address).toMatch(/<meta name="description" content="[^"]{10,}">/);
      expect(html, address).toContain('<meta property="og:title"');
      expect(html, address).toContain('<script type="application/ld+json">');
      // One inline executable script, the start script, which the Content-Security-Policy allows by its hash.
      const inline = [
        ...html.matchAll(
          /<script(?![^>]*(?:type="application\/(?:ld\+)?json"|src=))[^>]*>([\s\S]*?)<\/script>/g,
        ),
      ];
      expect(
        inline.map(([tag]) => tag.startsWith('<script data-app=')),
        address,
      ).toEqual([true]);
      const hash = createHash('sha256').update(inline[0]![1]!).digest('base64');
      expect(response.headers()['content-security-policy'], address).toContain(`'sha256-${hash}'`);

      const { canonical, alternates } = headLinks(html);
      expect(new URL(canonical!).pathname, address).toBe(address);
      expect(alternates.map((link) => link.hreflang).sort(), address).toEqual([
        'en',
        'ru',
        'tg',
        'x-default',
        'zh-CN',
      ]);
      for (const link of [{ hreflang: 'canonical', href: canonical! }, ...alternates]) {
        expect(
          await statusOf(request, link.href),
          `${address} → ${link.hreflang} ${link.href}`,
        ).toBe(200);
      }
    }
  });
}

/** A GET without Accept-Encoding, as a plain crawler sends it (Playwright's request always offers compression). */
function plainGet(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

test('a client that takes no compression gets every home page whole', async ({ baseURL }) => {
  for (const language of LANGUAGES) {
    const address = addressOf(language, '/');
    const { status, body } = await plainGet(new URL(address, baseURL).href);
    expect(status, address).toBe(200);
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1];
    expect(visibleText(h1 ?? ''), address).toContain(expectedTexts(language)[0]!.heading);
  }
});

test('a blog article has its own address, prerendered with its text, in every language', async ({
  request,
}) => {
  const articles: { slug: string; title: string }[] = await (
    await request.get('/api/blog?lang=en')
  ).json();
  const article = articles[0]!;
  const response = await request.get(`/en/blog/${article.slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(visibleText(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '')).toContain(article.title);
  expect(html).toContain(`<title>${article.title.replace(/&/g, '&amp;')} — Silk Way</title>`);
  expect(html).toContain('<meta property="og:type" content="article">');
  const { alternates } = headLinks(html);
  expect(alternates).toHaveLength(5);
  for (const link of alternates) expect(await statusOf(request, link.href), link.href).toBe(200);

  expect((await request.get('/blog/no-such-article')).status()).toBe(404);
});

test('sitemap.xml lists every page and article in every language, robots.txt keeps crawlers out of /admin and /api', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, href]) => new URL(href!).pathname,
  );
  const articles: { slug: string }[] = await (await request.get('/api/blog?lang=ru')).json();
  for (const language of LANGUAGES) {
    for (const { path } of expectedTexts(language))
      expect(locations).toContain(addressOf(language, path));
    for (const { slug } of articles)
      expect(locations).toContain(addressOf(language, `/blog/${slug}`));
  }
  for (const location of locations)
    expect(await statusOf(request, `http://site${location}`), location).toBe(200);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toMatch(/Sitemap: \S+\/sitemap\.xml/);
});

test('an unknown address answers 404 with the not-found page in the language of its prefix', async ({
  request,
}) => {
  for (const [address, heading] of [
    ['/no-such-page', dictionary('ru', 'common').notFound!.title],
    ['/en/no-such-page', dictionary('en', 'common').notFound!.title],
    ['/zh/services/extra', dictionary('zh', 'common').notFound!.title],
  ] as const) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(404);
    expect(await response.text(), address).toContain(heading as unknown as string);
  }
  // The back office and the portal still answer their deep links on reload.
  expect((await request.get('/admin/orders')).status()).toBe(200);
  expect((await request.get('/client-portal')).status()).toBe(200);
});

test('pages and assets come compressed, hashed assets cached for a year, entry points revalidated', async ({
  page,
  request,
}) => {
  const html = await request.get('/en/', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(html.headers()['content-encoding']).toBe('br');
  expect(html.headers()['vary']).toMatch(/accept-encoding/i);
  expect(html.headers()['cache-control']).toBe('no-cache');
  expect(html.headers()['etag']).toBeTruthy();

  const assets: { url: string; encoding?: string; cacheControl?: string }[] = [];
  page.on('response', (response) => {
    if (/\.(js|css)$/.test(new URL(response.url()).pathname)) {
      assets.push({
        url: response.url(),
        encoding: response.headers()['content-encoding'],
        cacheControl: response.headers()['cache-control'],
      });
    }
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(assets.length).toBeGreaterThan(3);
  for (const asset of assets) {
    expect(['br', 'gzip'], asset.url).toContain(asset.encoding);
    const hashed = /[.-][0-9a-f]{8,}\.(js|css)$/.test(asset.url);
    expect(asset.cacheControl, asset.url).toBe(
      hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  }
  const manifest = await request.get('/mf/public/mf-manifest.json', {
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect((await request.get('/remotes.json')).headers()['cache-control']).toBe('no-cache');
});

/**
 * Budget of the scripts `/` downloads until it is hydrated and idle (compressed bytes, as they travel).
 * Issue 10's goal, reached: measured 190 KB in 22 files, down from 257 KB, once react-router and
 * react-i18next were shared as lists of what the apps use and zod left the page (docs/public-site.md).
 * About half of what remains is react-dom and the federation runtime. The budget only ever moves down.
 */
const HOME_JAVASCRIPT_BUDGET_BYTES = 200 * 1024;

test('the home page stays within its JavaScript budget and loads no admin or portal code', async ({
  page,
}) => {
  const scripts: { path: string; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes();
    scripts.push({ path: new URL(request.url()).pathname, bytes: sizes.responseBodySize });
  });
  await page.goto('/');
  // The public remote's page is taken over once its exposed module has loaded; then nothing else is pending.
  await page.waitForFunction(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => entry.name.includes('/mf/public/__federation_expose_App')),
  );
  await page.waitForLoadState('networkidle');
  // Settled when a second passes without a new resource (late ones, e.g. idle-time prefetches, count too).
  let previousCount = -1;
  await expect
    .poll(
      async () => {
        const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
        const settled = count === previousCount;
        previousCount = count;
        return settled;
      },
      { intervals: [1000], timeout: 30_000 },
    )
    .toBe(true);
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  console.log(
    `JavaScript of /: ${(total / 1024).toFixed(1)} KB compressed in ${scripts.length} files`,
  );
  expect(total).toBeLessThanOrEqual(HOME_JAVASCRIPT_BUDGET_BYTES);
  expect(
    scripts.filter(({ path }) => path.startsWith('/mf/admin/') || path.startsWith('/mf/portal/')),
  ).toEqual([]);
});

test('a page fetches no script before its first paint: its one script before it is inline', async ({
  page,
  request,
}) => {
  const articles: { slug: string }[] = await (await request.get('/api/blog?lang=ru')).json();
  for (const address of ['/', '/en/services', '/portal', `/blog/${articles[0]!.slug}`]) {
    const html = await (await request.get(address)).text();
    expect(html, address).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html, address).not.toMatch(/<link[^>]*(?:as="script"|rel="modulepreload")/);

    await page.goto(address);
    const { firstPaint, scriptStarts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scriptStarts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(firstPaint, address).toBeGreaterThan(0);
    // The app was fetched (the page is taken over), every script of it after the paint.
    expect(scriptStarts.length, address).toBeGreaterThan(0);
    expect(Math.min(...scriptStarts), address).toBeGreaterThanOrEqual(firstPaint!);
    // The takeover found the page's stylesheets instead of adding them again (a whole-page restyle).
    const stylesheets = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
        (link) => link.href,
      ),
    );
    expect(new Set(stylesheets).size, address).toBe(stylesheets.length);
  }
});

async function hydrated(page: Page) {
  // The app has taken the page over when the header's language switcher answers.
  await expect(page.getByRole('banner').getByRole('combobox')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('taking a page over leaves its static sections as prerendered, until the language changes in place', async ({
  page,
}) => {
  // React marks every element it has hydrated with a `__reactFiber$…` property.
  const isHydrated = (selector: string) =>
    page.evaluate((target) => {
      const element = document.querySelector(target);
      return (
        element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'))
      );
    }, selector);
  const guaranteeTitle = 'main section:nth-of-type(3) ul > li h3';
  await page.goto('/en/services');
  await hydrated(page);
  // The page's own heading is hydrated (the remote has taken its area over); the guarantees are not.
  await expect.poll(() => isHydrated('main h1')).toBe(true);
  expect(await isHydrated(guaranteeTitle)).toBe(false);
  await expect(page.locator(guaranteeTitle).first()).toHaveText('Quality');

  await page.getByRole('banner').getByRole('combobox').click();
  await page.getByRole('option', { name: '中文' }).click();
  await expect(page).toHaveURL(/\/zh\/services$/);
  await expect(page.locator(guaranteeTitle).first()).toHaveText('质量');
  expect(await isHydrated(guaranteeTitle)).toBe(true);
});

test('switching the language moves to the prefixed address and is remembered', async ({ page }) => {
  await page.goto('/services');
  await hydrated(page);
  await page.getByRole('banner').getByRole('combobox', { name: 'Язык интерфейса' }).click();
  await page.getByRole('option', { name: '中文' }).click();
  await expect(page).toHaveURL(/\/zh\/services$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    dictionary('zh', 'public').services!.hero!.title!,
  );

  // Links inside the page keep the language; an unprefixed address brings the remembered one back.
  await page
    .getByRole('banner')
    .getByRole('link', { name: dictionary('zh', 'common').nav!.about! as unknown as string })
    .first()
    .click();
  await expect(page).toHaveURL(/\/zh\/about$/);
  await page.goto('/contact');
  await expect(page).toHaveURL(/\/zh\/contact$/);

  await page.getByRole('banner').getByRole('combobox').click();
  await page.getByRole('option', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page).not.toHaveURL(/\/zh\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});

test('prerendered pages are taken over without a jump: screenshots at 390 and 1280 px', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const articles: { slug: string }[] = await (await request.get('/api/blog?lang=ru')).json();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const address of ['/', '/en/', '/zh/services', `/blog/${articles[0]!.slug}`]) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 800 ? 844 : 800 });
      await page.goto(address);
      const headingBefore = await page.getByRole('heading', { level: 1 }).boundingBox();
      await hydrated(page);
      const headingAfter = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect(
        headingAfter,
        `${address} at ${width}px: the heading moved while the app took over`,
      ).toEqual(headingBefore);
      const name = address.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
      await saveScreenshot(page, `prerendered-${name}-${width}`, { fullPage: false });
    }
  }
  // A hydration mismatch is logged by React as an error.
  expect(errors).toEqual([]);
});
