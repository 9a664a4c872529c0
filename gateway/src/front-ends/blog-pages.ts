import { createHash } from 'node:crypto';
import { api, type BlogArticle, type BlogLanguage } from '@silkway/contracts';
import type { InternalClient } from '@silkway/service-kit/internal-calls';
import type { SiteRenderer } from './site-render.js';

/** The rendered page, or `not-found` when no article has that slug. */
type RenderedBlogPage = { html: string; etag: string } | 'not-found';

/** Articles change rarely and are published by staff: a minute of staleness is fine, and it spares the orders service. */
const CACHE_MS = 60_000;
/** A page waits for the articles no longer than this per replica of the orders service. */
const FETCH_TIMEOUT_MS = 5_000;

/**
 * The blog list and its articles as HTML, rendered on request by the shell's server bundle with the
 * articles of the orders service (GET /api/blog?lang=), and cached for a minute per address.
 * (docs/public-site.md: the articles live in the database, which the build cannot reach.)
 */
export class BlogPages {
  private readonly pages = new Map<
    string,
    { page: Promise<RenderedBlogPage | null>; expiresAt: number }
  >();
  private readonly articleLists = new Map<
    string,
    { articles: Promise<BlogArticle[]>; expiresAt: number }
  >();

  constructor(
    private readonly site: SiteRenderer,
    private readonly internal: InternalClient,
  ) {}

  /** The page at `url`, or null when the articles cannot be fetched (the prerendered list is served instead). */
  render(url: string, language: string, slug: string | null): Promise<RenderedBlogPage | null> {
    const cached = this.pages.get(url);
    if (cached && cached.expiresAt > Date.now()) return cached.page;
    const page = this.renderFresh(url, language, slug).catch(() => null);
    this.pages.set(url, { page, expiresAt: Date.now() + CACHE_MS });
    void page.then((rendered) => rendered ?? this.pages.delete(url));
    return page;
  }

  /** Every article's slug (the sitemap), or none when the orders service does not answer. */
  async slugs(): Promise<string[]> {
    try {
      const articles = await this.articles('ru');
      return articles.flatMap((article) => (article.slug ? [article.slug] : []));
    } catch {
      return [];
    }
  }

  private articles(language: string): Promise<BlogArticle[]> {
    const cached = this.articleLists.get(language);
    if (cached && cached.expiresAt > Date.now()) return cached.articles;
    // The site's languages are the blog's (product.md §4).
    const lang = language as BlogLanguage;
    const articles = this.internal.call(
      api.public.listBlogArticles,
      { query: { lang } },
      { timeoutMs: FETCH_TIMEOUT_MS },
    );
    this.articleLists.set(language, { articles, expiresAt: Date.now() + CACHE_MS });
    articles.catch(() => this.articleLists.delete(language));
    return articles;
  }

  private async renderFresh(
    url: string,
    language: string,
    slug: string | null,
  ): Promise<RenderedBlogPage> {
    const articles = await this.articles(language);
    if (slug !== null && !articles.some((article) => article.slug === slug)) return 'not-found';
    const html = await this.site.renderDocument(
      {
        url,
        kind: 'indexable',
        type: slug ? 'article' : 'website',
        // The same query the blog page asks in the browser (mf-public useBlogArticles), answered already.
        queries: [{ key: ['public', 'blog', language], data: articles }],
      },
      language,
    );
    return { html, etag: `"${createHash('sha1').update(html).digest('base64url')}"` };
  }
}
