import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Clock, FileText } from 'lucide-react';
import { blogCategories, type BlogArticle, type BlogCategory } from '@silkway/contracts';
import { Button, EmptyState, Spinner } from '@silkway/ui';
import { usePageMeta } from '../../page-meta/usePageMeta';
import { PageBanner, PageSection } from '../../sections/PageSection';
import { ArticleContent } from './ArticleContent';
import { articlesForLanguage, useBlogArticles } from './useBlogArticles';

type CategoryFilter = 'all' | BlogCategory;
const categoryFilters: CategoryFilter[] = ['all', ...blogCategories];

function formatDate(isoDate: string, language: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'tj' ? 'ru' : language, { dateStyle: 'long' }).format(date);
}

function ArticleMeta({ article }: { article: BlogArticle }) {
  const { t, i18n } = useTranslation('public');
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-neutral-600">
      <span className="font-medium text-signal-600">{t(`blog.categories.${article.category}`)}</span>
      <time dateTime={article.createdAt}>{formatDate(article.createdAt, i18n.language)}</time>
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className="size-4" />
        {t('blog.readTime')}
      </span>
    </p>
  );
}

export function BlogPage() {
  const { t, i18n } = useTranslation('public');
  usePageMeta('blog');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [openArticle, setOpenArticle] = useState<BlogArticle | null>(null);
  const articlesQuery = useBlogArticles();

  const visible = articlesForLanguage(articlesQuery.data ?? [], i18n.language).filter(
    (article) => category === 'all' || article.category === category,
  );

  if (openArticle) {
    return (
      <main>
        <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
          <Button variant="ghost" onClick={() => setOpenArticle(null)}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('blog.back')}
          </Button>
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{openArticle.title}</h1>
          <div className="mt-3">
            <ArticleMeta article={openArticle} />
          </div>
          {openArticle.featuredImage && (
            <img src={openArticle.featuredImage} alt="" className="mt-8 aspect-[16/9] w-full rounded-card object-cover" />
          )}
          <div className="mt-8">
            <ArticleContent content={openArticle.content} />
          </div>
        </article>
      </main>
    );
  }

  return (
    <main>
      <PageBanner title={t('blog.hero.title')} subtitle={t('blog.hero.subtitle')} />
      <PageSection tone="muted">
        <div role="group" aria-label={t('blog.categoriesLabel')} className="mb-8 flex flex-wrap gap-2">
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
            {visible.map((article) => (
              <li key={article.id}>
                <button
                  type="button"
                  onClick={() => {
                    setOpenArticle(article);
                    window.scrollTo?.({ top: 0 });
                  }}
                  className="flex h-full w-full flex-col overflow-hidden rounded-card bg-white text-left shadow-card ring-1 ring-neutral-200 transition-shadow hover:shadow-dialog focus:outline-none focus-visible:ring-2 focus-visible:ring-signal-500"
                >
                  {article.featuredImage ? (
                    <img src={article.featuredImage} alt="" className="aspect-[16/9] w-full object-cover" />
                  ) : (
                    <span aria-hidden="true" className="flex aspect-[16/9] w-full items-center justify-center bg-navy-900 text-white/40">
                      <FileText className="size-10" />
                    </span>
                  )}
                  <span className="flex flex-1 flex-col gap-3 p-6">
                    <ArticleMeta article={article} />
                    <span className="text-lg font-semibold text-navy-900">{article.title}</span>
                    <span className="text-sm text-neutral-600">{article.excerpt}</span>
                    <span className="mt-auto text-sm font-semibold text-navy-700">{t('blog.readMore')}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </PageSection>
    </main>
  );
}
