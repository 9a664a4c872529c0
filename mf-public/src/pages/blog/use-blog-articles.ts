import { useQuery } from '@tanstack/react-query';
import { blogArticleAnswer, type BlogArticle, type BlogLanguage } from '@silkway/contracts';
import { apiGet } from '@silkway/web-client';

/**
 * GET /api/blog?lang=: one entry per article, in the reader's language where it is written and in
 * Russian otherwise. Entries that do not read as an article are left out rather than breaking the page.
 */
export function useBlogArticles(language: BlogLanguage) {
  return useQuery({
    queryKey: ['public', 'blog', language],
    queryFn: async (): Promise<BlogArticle[]> => {
      const answer = await apiGet<unknown>(`/api/blog?lang=${language}`);
      if (!Array.isArray(answer)) return [];
      return answer.flatMap((entry) => {
        const parsed = blogArticleAnswer.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      });
    },
  });
}
