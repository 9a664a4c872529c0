import { LANGUAGE_CODES, localizedPath, splitLanguagePath, type Language } from '@silkway/i18n';
import { languageAlternates } from './language-alternates.js';

/** Pages written to HTML at build time, by their own address (without a language prefix) and file name. */
export const PRERENDERED_PAGES = [
  { path: '/', name: 'index' },
  { path: '/services', name: 'services' },
  { path: '/programs', name: 'programs' },
  { path: '/about', name: 'about' },
  { path: '/contact', name: 'contact' },
  { path: '/blog', name: 'blog' },
  { path: '/portal', name: 'portal' },
] as const;

const ALIASES: Record<string, string> = { '/home': '/', '/client-portal': '/portal' };
const BLOG_ARTICLE = /^\/blog\/([a-z0-9][a-z0-9-]*)$/;
const PORTAL_ACCOUNT = /^\/portal\/(?:sign-in|account(?:\/.*)?)$/;

/** What the gateway answers for an address (see docs/public-site.md). */
export type SiteAddress =
  /** A prerendered page: `pages/{file}`. */
  | { kind: 'page'; file: string; language: Language; path: string }
  /** The blog list or one article, rendered on request with the articles of `language`. */
  | {
      kind: 'blog';
      file: string;
      notFoundFile: string;
      language: Language;
      slug: string | null;
      url: string;
    }
  /** The back office: the shell's plain index.html, rendered in the browser. */
  | { kind: 'app' }
  /** Nothing here: the 404 page of the address's language, `pages/{file}`. */
  | { kind: 'not-found'; file: string; language: Language };

export function prerenderedFile(language: Language, name: string): string {
  return `${language}/${name}.html`;
}

export function resolveAddress(pathname: string): SiteAddress {
  const { language, prefixed, path: rawPath } = splitLanguagePath(pathname);
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  if (!prefixed && (path === '/admin' || path.startsWith('/admin/'))) return { kind: 'app' };
  const ownPath = ALIASES[path] ?? path;
  // A client's account and its sign-in link: private pages, rendered in the browser only.
  if (PORTAL_ACCOUNT.test(ownPath)) return { kind: 'app' };
  const article = BLOG_ARTICLE.exec(ownPath);
  if (ownPath === '/blog' || article) {
    const notFoundFile = prerenderedFile(language, '404');
    return {
      kind: 'blog',
      file: prerenderedFile(language, 'blog'),
      notFoundFile,
      language,
      slug: article?.[1] ?? null,
      url: localizedPath(language, ownPath),
    };
  }
  const page = PRERENDERED_PAGES.find((candidate) => candidate.path === ownPath);
  if (page)
    return { kind: 'page', file: prerenderedFile(language, page.name), language, path: page.path };
  return { kind: 'not-found', file: prerenderedFile(language, '404'), language };
}

function urlEntry(origin: string, path: string): string {
  const links = languageAlternates(origin, path)
    .map(
      ({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
    )
    .join('');
  return LANGUAGE_CODES.map(
    (code) => `<url><loc>${origin}${localizedPath(code, path)}</loc>${links}</url>`,
  ).join('\n');
}

/** sitemap.xml: every page and every article in every language, each with its alternates. */
export function sitemapXml(origin: string, articleSlugs: readonly string[]): string {
  const paths = [
    ...PRERENDERED_PAGES.map((page) => page.path),
    ...articleSlugs.map((slug) => `/blog/${slug}`),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...paths.map((path) => urlEntry(origin, path)),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
