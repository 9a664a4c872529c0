import { useQuery } from '@tanstack/react-query';
import { blogArticleAnswer, type BlogArticle } from '@silkway/contracts';
import { apiGet } from '@silkway/web-client';

/** GET /api/blog; entries that do not read as an article are left out rather than breaking the page. */
export function useBlogArticles() {
  return useQuery({
    queryKey: ['public', 'blog'],
    queryFn: async (): Promise<BlogArticle[]> => {
      const answer = await apiGet<unknown>('/api/blog');
      if (!Array.isArray(answer)) return [];
      return answer.flatMap((entry) => {
        const parsed = blogArticleAnswer.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      });
    },
  });
}

/** Articles in the reader's language, or the Russian ones when none are written in it yet. */
export function articlesForLanguage(articles: BlogArticle[], language: string): BlogArticle[] {
  const inLanguage = articles.filter((article) => article.language === language);
  return inLanguage.length > 0 ? inLanguage : articles.filter((article) => article.language === 'ru');
}
