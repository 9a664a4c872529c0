import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Blog articles and their texts, one row per language; Russian is the fallback every article has. */
export class CreateBlog1763857100000 implements MigrationInterface {
  name = 'CreateBlog1763857100000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE orders.blog_articles (
        id serial PRIMARY KEY,
        slug text NOT NULL UNIQUE,
        category text NOT NULL CHECK (category IN ('logistics', 'business', 'customs', 'analytics')),
        featured_image text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(
      `CREATE INDEX blog_articles_category_created ON orders.blog_articles (category, created_at DESC)`,
    );
    await runner.query(`
      CREATE TABLE orders.blog_article_translations (
        article_id integer NOT NULL REFERENCES orders.blog_articles (id) ON DELETE CASCADE,
        language text NOT NULL CHECK (language IN ('ru', 'tj', 'en', 'zh')),
        title text NOT NULL,
        excerpt text NOT NULL,
        content text NOT NULL,
        PRIMARY KEY (article_id, language)
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE orders.blog_article_translations`);
    await runner.query(`DROP TABLE orders.blog_articles`);
  }
}
