import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { renderApp, INITIAL_DATA_ELEMENT_ID } from '@silkway/app-frame/server';
import { languageOption, localizedPath, splitLanguagePath, type Language } from '@silkway/i18n';
import { App } from '../app.js';
import { languageAlternates } from './language-alternates.js';
import { organizationJsonLd } from './organization.js';

/** Where the pages of a document come from and how the site is addressed. */
export interface DocumentSettings {
  /** The shell's built `index.html`: its scripts and stylesheets stay, head and `#root` are filled in. */
  template: string;
  /** `https://silkway.example`: canonical and alternate links are absolute. */
  origin: string;
  /** Tags added to the head (the remotes' stylesheets, font preloads). */
  extraHead?: string;
}

export interface DocumentRequest {
  /** The address, prefixed for languages other than Russian: `/en/services`. */
  url: string;
  /** `indexable`: a page of the site (canonical + alternates); `not-found`: the 404 page (noindex). */
  kind: 'indexable' | 'not-found';
  /** Query answers the page is rendered with (the blog's articles), so it shows them without JavaScript. */
  queries?: { key: QueryKey; data: unknown }[];
  /** For an alias such as `/home`: the page's own address, without the language prefix. */
  canonicalPath?: string;
  /** `article` for a blog article, `website` otherwise (Open Graph). */
  type?: 'website' | 'article';
}

const OPEN_GRAPH_LOCALES: Record<Language, string> = {
  ru: 'ru_RU',
  tj: 'tg_TJ',
  en: 'en_US',
  zh: 'zh_CN',
};

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function headTags(
  settings: DocumentSettings,
  request: DocumentRequest,
  language: Language,
  path: string,
  head: { title: string; description?: string },
): string {
  const absolute = (languageOfLink: Language) =>
    `${settings.origin}${localizedPath(languageOfLink, path)}`;
  const description = head.description ?? '';
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta property="og:site_name" content="Silk Way">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:locale" content="${OPEN_GRAPH_LOCALES[language]}">`,
  ];
  if (request.kind === 'not-found') {
    tags.push('<meta name="robots" content="noindex">');
  } else {
    tags.push(
      `<link rel="canonical" href="${escapeHtml(absolute(language))}">`,
      ...languageAlternates(settings.origin, path).map(
        ({ hreflang, href }) =>
          `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`,
      ),
      `<meta property="og:type" content="${request.type ?? 'website'}">`,
      `<meta property="og:url" content="${escapeHtml(absolute(language))}">`,
      `<script type="application/ld+json">${organizationJsonLd(settings.origin, language)}</script>`,
    );
  }
  return tags.join('');
}

/**
 * The whole HTML document of one address: the app rendered by React (the same components the browser
 * hydrates), its own title, description, canonical and hreflang links, Open Graph and JSON-LD. Used at
 * build time for the fixed pages and by the gateway for blog articles.
 */
export async function renderDocument(
  settings: DocumentSettings,
  request: DocumentRequest,
): Promise<string> {
  const { language, path } = splitLanguagePath(request.url);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: false } },
  });
  for (const query of request.queries ?? []) queryClient.setQueryData(query.key, query.data);
  const page = await renderApp(<App />, { url: request.url, language, queryClient });
  const htmlLang = languageOption(language).htmlLang;
  const initialData = page.initialData
    ? `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${page.initialData}</script>`
    : '';
  return settings.template
    .replace(/<html lang="[^"]*"/, `<html lang="${htmlLang}"`)
    .replace(
      /<title>[^<]*<\/title>/,
      () =>
        headTags(settings, request, language, request.canonicalPath ?? path, page.head) +
        (settings.extraHead ?? ''),
    )
    .replace('<div id="root"></div>', () => `<div id="root">${page.markup}</div>${initialData}`);
}
