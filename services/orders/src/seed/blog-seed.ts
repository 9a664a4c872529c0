import type { DataSource } from 'typeorm';
import { BlogArticleTranslation } from '../blog/blog-article-translation.entity.js';
import { BlogArticle } from '../blog/blog-article.entity.js';
import { blogArticleSeeds } from './blog-articles/index.js';

/** Fills an empty blog with the company's articles; a blog that has any article is left alone. */
export async function seedBlog(dataSource: DataSource): Promise<number> {
  return dataSource.transaction(async (manager) => {
    // Two seed runs at once must not both find the blog empty.
    await manager.query('LOCK TABLE orders.blog_articles IN SHARE ROW EXCLUSIVE MODE');
    const articles = manager.getRepository(BlogArticle);
    if ((await articles.count()) > 0) return 0;
    await articles.save(
      blogArticleSeeds.map((seed) =>
        articles.create({
          slug: seed.slug,
          category: seed.category,
          // The public front end's own drawing for the article (mf-public blog-covers.ts).
          featuredImage: `blog-covers/${seed.slug}.svg`,
          createdAt: new Date(seed.publishedAt),
          translations: Object.entries(seed.texts).map(([language, text]) =>
            manager
              .getRepository(BlogArticleTranslation)
              .create({ language: language as BlogArticleTranslation['language'], ...text }),
          ),
        }),
      ),
    );
    return blogArticleSeeds.length;
  });
}
