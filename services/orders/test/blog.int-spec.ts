import { blogArticle, blogCategories } from '@silkway/contracts';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import { DataSource } from 'typeorm';
import type { OrdersConfig } from '../src/config.js';
import { seedBlog } from '../src/seed/blog-seed.js';
import { blogArticleSeeds } from '../src/seed/blog-articles/index.js';
import { ordersService } from '../src/service.js';

describe('orders service: GET /api/blog', () => {
  let service: TestService<OrdersConfig>;
  let dataSource: DataSource;

  beforeAll(async () => {
    service = await startTestService(ordersService);
    dataSource = service.app.get(DataSource);
  });
  afterAll(() => service?.close());

  it('answers an empty list before the blog is seeded', async () => {
    const answer = await service.call('GET', '/api/blog', { query: { lang: 'ru' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual([]);
  });

  it('seeds every article once, however often the seed runs', async () => {
    expect(await seedBlog(dataSource)).toBe(blogArticleSeeds.length);
    expect(await seedBlog(dataSource)).toBe(0);
    const [{ count }] = await dataSource.query(
      'SELECT count(*)::int AS count FROM orders.blog_articles',
    );
    expect(count).toBe(blogArticleSeeds.length);
  });

  it('lists one Russian entry per article, newest first, each reading as the contract’s article', async () => {
    const { body } = await service.call('GET', '/api/blog', { query: { lang: 'ru' } });
    expect(body).toHaveLength(blogArticleSeeds.length);
    for (const entry of body) expect(blogArticle.parse(entry)).toEqual(entry);
    expect(body.every((entry: { language: string }) => entry.language === 'ru')).toBe(true);
    const dates = body.map((entry: { createdAt: string }) => entry.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body[0].title).toBe(
      [...blogArticleSeeds].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0]!.texts.ru
        .title,
    );
  });

  it('covers all four categories', async () => {
    const { body } = await service.call('GET', '/api/blog', { query: { lang: 'ru' } });
    expect(new Set(body.map((entry: { category: string }) => entry.category))).toEqual(
      new Set(blogCategories),
    );
  });

  it('prefers the requested language per article and falls back to Russian where it is missing', async () => {
    const [article] = await dataSource.query(
      `INSERT INTO orders.blog_articles (slug, category, created_at) VALUES ('only-in-russian', 'customs', '2020-01-01') RETURNING id`,
    );
    await dataSource.query(
      `INSERT INTO orders.blog_article_translations VALUES ($1, 'ru', 'Только по-русски', 'Кратко', '## Текст')`,
      [article.id],
    );

    const { body } = await service.call('GET', '/api/blog', { query: { lang: 'zh' } });
    expect(body).toHaveLength(blogArticleSeeds.length + 1);
    expect(body.at(-1)).toMatchObject({
      id: article.id,
      language: 'ru',
      title: 'Только по-русски',
    });
    const translated = body.slice(0, -1);
    expect(translated.every((entry: { language: string }) => entry.language === 'zh')).toBe(true);
    expect(new Set(translated.map((entry: { id: number }) => entry.id)).size).toBe(
      blogArticleSeeds.length,
    );
  });

  it('filters by category, in the requested language', async () => {
    const { body } = await service.call('GET', '/api/blog', {
      query: { lang: 'en', category: 'logistics' },
    });
    const logistics = blogArticleSeeds.filter((seed) => seed.category === 'logistics');
    expect(body.map((entry: { title: string }) => entry.title).sort()).toEqual(
      logistics.map((seed) => seed.texts.en!.title).sort(),
    );
    const all = await service.call('GET', '/api/blog', { query: { lang: 'en', category: 'all' } });
    expect(all.body).toHaveLength(blogArticleSeeds.length + 1);
  });

  it('answers every translation when no language is asked for, so the page can pick one', async () => {
    const { body } = await service.call('GET', '/api/blog');
    const translations = blogArticleSeeds.reduce(
      (sum, seed) => sum + Object.keys(seed.texts).length,
      0,
    );
    expect(body).toHaveLength(translations + 1);
    expect(new Set(body.map((entry: { language: string }) => entry.language))).toEqual(
      new Set(['ru', 'tj', 'en', 'zh']),
    );
  });

  it('answers 400 with field errors to an unknown language or category', async () => {
    const answer = await service.call('GET', '/api/blog', {
      query: { lang: 'de', category: 'news' },
    });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.body.fieldErrors)).toEqual(['lang', 'category']);
  });
});
