import { createHash } from 'node:crypto';
import { api } from '@silkway/contracts';
import type { ServiceAddresses } from '../proxy/service-addresses.js';
import type { SiteRenderer } from './site-render.js';

const BLOG_LIST = api.public.listBlogArticles;

export interface BlogSource {
  orders: ServiceAddresses;
  internalToken: string;
}

/** The rendered page, or `not-found` when no article has that slug. */
type RenderedBlogPage = { html: string; etag: string } | 'not-found';

interface ArticleSummary {
  slug?: string;
}

/** Articles change rarely and are published by staff: a minute of staleness is fine, and it spares the orders service. */
const CACHE_MS = 60_000;

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
    { articles: Promise<ArticleSummary[]>; expiresAt: number }
  >();

  constructor(
    private readonly site: SiteRenderer,
    private readonly source: BlogSource,
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

  private articles(language: string): Promise<ArticleSummary[]> {
    const cached = this.articleLists.get(language);
    if (cached && cached.expiresAt > Date.now()) return cached.articles;
    const articles = this.fetchArticles(language);
    this.articleLists.set(language, { articles, expiresAt: Date.now() + CACHE_MS });
    articles.catch(() => this.articleLists.delete(language));
    return articles;
  }

  /** The blog list (`api.public.listBlogArticles`) of the orders service, at the first of its addresses that answers. */
  private async fetchArticles(language: string): Promise<ArticleSummary[]> {
    let lastFailure: unknown = new Error('no address of the orders service answered');
    for (const origin of this.source.orders.attemptOrder()) {
      let response: Response;
      try {
        response = await fetch(`${origin}${BLOG_LIST.path}?lang=${encodeURIComponent(language)}`, {
          headers: { accept: 'application/json', 'x-internal-token': this.source.internalToken },
          signal: AbortSignal.timeout(5000),
        });
      } catch (failure) {
        lastFailure = failure;
        continue;
      }
      if (!response.ok) throw new Error(`GET ${BLOG_LIST.path} answered ${response.status}`);
      const answer = (await response.json()) as unknown;
      if (!Array.isArray(answer)) throw new Error(`GET ${BLOG_LIST.path} did not answer a list`);
      return answer as ArticleSummary[];
    }
    throw lastFailure;
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
