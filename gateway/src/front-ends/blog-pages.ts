import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { api, blogLanguages, type BlogArticle, type BlogLanguage } from '@silkway/contracts';
import type { InternalClient } from '@silkway/service-kit/internal-calls';
import type { Site } from './site-render.js';

/** The rendered page, or `not-found` when no article has that slug. */
type RenderedBlogPage = { html: string; etag: string } | 'not-found';

/** Articles change rarely and are published by staff: a minute of staleness is fine, and it spares the orders service. */
const CACHE_MS = 60_000;
/** A page waits for the articles no longer than this per replica of the orders service. */
const FETCH_TIMEOUT_MS = 5_000;
/** Pages kept at most: any address under /blog/ may be asked, and an unknown slug's answer is kept too. */
const MAX_PAGES = 1_000;

/**
 * The blog list and its articles as HTML, rendered on request by the shell's server bundle with the
 * articles of the orders service (GET /api/blog?lang=), and cached for a minute per address.
 * (docs/public-site.md: the articles live in the database, which the build cannot reach.)
 */
export class BlogPages {
  // A render or fetch that fails is not kept: the next call asks again.
  private readonly pages = new LRUCache<
    string,
    RenderedBlogPage,
    { language: string; slug: string | null }
  >({
    max: MAX_PAGES,
    ttl: CACHE_MS,
    fetchMethod: (url, _stale, { context }) =>
      this.renderFresh(url, context.language, context.slug),
  });
  private readonly articleLists = new LRUCache<string, BlogArticle[]>({
    max: blogLanguages.length,
    ttl: CACHE_MS,
    fetchMethod: (language) =>
      // The site's languages are the blog's (product.md §4).
      this.internal.call(
        api.public.listBlogArticles,
        { query: { lang: language as BlogLanguage } },
        { timeoutMs: FETCH_TIMEOUT_MS },
      ),
  });

  constructor(
    private readonly site: Site,
    private readonly internal: InternalClient,
  ) {}

  /** The page at `url`, or null when the articles cannot be fetched (the prerendered list is served instead). */
  render(url: string, language: string, slug: string | null): Promise<RenderedBlogPage | null> {
    return this.pages.forceFetch(url, { context: { language, slug } }).catch(() => null);
  }

  /** Every article's slug (the sitemap), or none when the orders service does not answer. */
  async slugs(): Promise<string[]> {
    try {
      const articles = await this.articleLists.forceFetch('ru');
      return articles.flatMap((article) => (article.slug ? [article.slug] : []));
    } catch {
      return [];
    }
  }

  private async renderFresh(
    url: string,
    language: string,
    slug: string | null,
  ): Promise<RenderedBlogPage> {
    const articles = await this.articleLists.forceFetch(language);
    if (slug !== null && !articles.some((article) => article.slug === slug)) return 'not-found';
    const { template, origin, extraHead } = this.site.settings;
    const html = await this.site.renderDocument(
      { template, origin, extraHead: extraHead[language] ?? '' },
      {
        url,
        kind: 'indexable',
        type: slug ? 'article' : 'website',
        // The same query the blog page asks in the browser (mf-public useBlogArticles), answered already.
        queries: [{ key: ['public', 'blog', language], data: articles }],
      },
    );
    return { html, etag: `"${createHash('sha1').update(html).digest('base64url')}"` };
  }
}
