import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { BlogArticle, BlogLanguage } from '@silkway/contracts';
import type { BlogArticleTranslation } from '../blog-article-translation.entity.js';
import { BlogArticlesRepository } from '../blog-articles.repository.js';
import { ListBlogArticlesQuery } from './list-blog-articles.query.js';

/** Russian is the language every article is written in first (product.md §1), so it is the fallback. */
const FALLBACK_LANGUAGE: BlogLanguage = 'ru';

@QueryHandler(ListBlogArticlesQuery)
export class ListBlogArticlesHandler implements IQueryHandler<ListBlogArticlesQuery> {
  constructor(private readonly articles: BlogArticlesRepository) {}

  async execute({ filter: { lang, category } }: ListBlogArticlesQuery): Promise<BlogArticle[]> {
    const translations = await this.articles.findTranslationsNewestFirst({
      ...(lang ? { languages: [...new Set([lang, FALLBACK_LANGUAGE])] } : {}),
      ...(category && category !== 'all' ? { category } : {}),
    });
    const chosen = lang ? preferLanguage(translations, lang) : translations;
    return chosen.map((translation) => translation.article.toAnswer(translation));
  }
}

/** One translation per article: the requested language where it exists, the fallback otherwise; order kept. */
function preferLanguage(
  translations: BlogArticleTranslation[],
  language: BlogLanguage,
): BlogArticleTranslation[] {
  const byArticle = new Map<number, BlogArticleTranslation>();
  for (const translation of translations) {
    const current = byArticle.get(translation.articleId);
    if (!current || translation.language === language)
      byArticle.set(translation.articleId, translation);
  }
  return [...byArticle.values()];
}
