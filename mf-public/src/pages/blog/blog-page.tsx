import { useState } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { Link, useNavigate, useParams } from '@silkway/app-frame/router';
import { ArrowLeft, Clock, FileText } from 'lucide-react';
import { blogCategories, type BlogArticle, type BlogCategory } from '@silkway/contracts';
import { usePageHead } from '@silkway/app-frame';
import { DEFAULT_LANGUAGE, isLanguage } from '@silkway/i18n';
import { Button, EmptyState, Spinner } from '@silkway/ui';
import { PageBanner, PageSection } from '../../sections/page-section.js';
import { ArticleContent } from './article-content.js';
import { formatArticleDate } from './article-date.js';
import { BLOG_COVER_SIZE, blogCoverOf } from './blog-covers.js';
import { useBlogArticles } from './use-blog-articles.js';

type CategoryFilter = 'all' | BlogCategory;
const categoryFilters: CategoryFilter[] = ['all', ...blogCategories];

/**
 * An article's cover, 16:9 with its size given so nothing moves when it arrives. A cover that is above the
 * fold (the article's, the list's first: on a phone it is the page's largest paint) is loaded at once and
 * first in line; the list's others lazily.
 */
function ArticleCover({
  article,
  hero = false,
  first = hero,
}: {
  article: BlogArticle;
  hero?: boolean;
  first?: boolean;
}) {
  const { t } = useTranslation('public');
  const cover = blogCoverOf(article);
  if (!cover) return null;
  return (
    <img
      src={cover.src}
      alt={cover.altKey ? t(cover.altKey) : article.title}
      width={BLOG_COVER_SIZE.width}
      height={BLOG_COVER_SIZE.height}
      decoding="async"
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      className={
        hero
          ? 'mt-8 aspect-[16/9] h-auto w-full rounded-card bg-navy-900 object-cover'
          : 'aspect-[16/9] h-auto w-full bg-navy-900 object-cover'
      }
    />
  );
}

function ArticleMeta({ article }: { article: BlogArticle }) {
  const { t, i18n } = useTranslation('public');
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-neutral-600">
      <span className="font-medium text-signal-700">
        {t(`blog.categories.${article.category}`)}
      </span>
      <time dateTime={article.createdAt}>
        {formatArticleDate(article.createdAt, i18n.language)}
      </time>
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className="size-4" />
        {t('blog.readTime')}
      </span>
    </p>
  );
}

/** An article's own address inside the blog: `/blog/{slug}` (its id when an answer carries no slug). */
export function articlePath(article: BlogArticle): string {
  return `/blog/${article.slug ?? article.id}`;
}

/** The blog list at /blog and one article at /blog/{slug}; opening an article from the list stays in the page. */
export function BlogPage() {
  const { t, i18n } = useTranslation('public');
  const { slug } = useParams();
  const navigate = useNavigate();
  const [category, setCategory] = useState<CategoryFilter>('all');
  const articlesQuery = useBlogArticles(
    isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE,
  );

  // Looked up by slug, so switching the language while reading shows the same article in the new language.
  const openArticle = slug
    ? articlesQuery.data?.find((article) => articlePath(article) === `/blog/${slug}`)
    : undefined;
  const visible = (articlesQuery.data ?? []).filter(
    (article) => category === 'all' || article.category === category,
  );
  usePageHead(
    openArticle
      ? { title: `${openArticle.title} — ${t('brand')}`, description: openArticle.excerpt }
      : {
          title: `${t('meta.blog.title')} — ${t('brand')}`,
          description: t('meta.blog.description'),
        },
  );

  if (openArticle) {
    return (
      <div>
        <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
          <Button variant="ghost" onClick={() => void navigate('/blog')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('blog.back')}
          </Button>
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
            {openArticle.title}
          </h1>
          <div className="mt-3">
            <ArticleMeta article={openArticle} />
          </div>
          <ArticleCover article={openArticle} hero />
          <div className="mt-8">
            <ArticleContent key={openArticle.slug} content={openArticle.content} />
          </div>
        </article>
      </div>
    );
  }

  return (
    <div>
      <PageBanner title={t('blog.hero.title')} subtitle={t('blog.hero.subtitle')} />
      <PageSection tone="muted">
        <div
          role="group"
          aria-label={t('blog.categoriesLabel')}
          className="mb-8 flex flex-wrap gap-2"
        >
          {categoryFilters.map((filter) => (
            <Button
              key={filter}
              size="sm"
              variant={filter === category ? 'primary' : 'secondary'}
              aria-pressed={filter === category}
              onClick={() => setCategory(filter)}
            >
              {t(`blog.categories.${filter}`)}
            </Button>
          ))}
        </div>

        {articlesQuery.isPending ? (
          <div className="flex items-center justify-center gap-3 py-16 text-neutral-600">
            <Spinner label={t('blog.loading')} />
            <span aria-hidden="true">{t('blog.loading')}</span>
          </div>
        ) : articlesQuery.isError ? (
          <EmptyState icon={FileText} title={t('blog.error')} />
        ) : visible.length === 0 ? (
          <EmptyState icon={FileText} title={t('blog.empty')} />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((article, index) => (
              <li key={article.id}>
                {/* The title link stretches over the whole card, so the card is one click target with a short name. */}
                <article className="relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-neutral-200 transition-shadow focus-within:ring-2 focus-within:ring-signal-500 hover:shadow-dialog">
                  {blogCoverOf(article) ? (
                    <ArticleCover article={article} first={index === 0} />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="flex aspect-[16/9] w-full items-center justify-center bg-navy-900 text-white/40"
                    >
                      <FileText className="size-10" />
                    </span>
                  )}
                  <div className="flex flex-1 flex-col gap-3 p-6">
                    <ArticleMeta article={article} />
                    <h2 className="text-lg font-semibold text-navy-900">
                      <Link
                        to={articlePath(article)}
                        className="text-left after:absolute after:inset-0 focus:outline-none"
                      >
                        {article.title}
                      </Link>
                    </h2>
                    <p className="text-sm text-neutral-600">{article.excerpt}</p>
                    <span
                      aria-hidden="true"
                      className="mt-auto text-sm font-semibold text-navy-700"
                    >
                      {t('blog.readMore')}
                    </span>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </PageSection>
    </div>
  );
}
