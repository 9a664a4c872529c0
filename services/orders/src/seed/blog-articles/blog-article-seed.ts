import type { BlogCategory, BlogLanguage } from '@silkway/contracts';

export interface ArticleText {
  title: string;
  excerpt: string;
  /** product.md §9 markup only: `##`, `###`, `-` and numbered lists, `**bold**`. */
  content: string;
}

/** One seeded article: Russian always, the other languages where the text reads well. */
export interface BlogArticleSeed {
  slug: string;
  category: BlogCategory;
  publishedAt: string;
  texts: { ru: ArticleText } & Partial<Record<Exclude<BlogLanguage, 'ru'>, ArticleText>>;
}
