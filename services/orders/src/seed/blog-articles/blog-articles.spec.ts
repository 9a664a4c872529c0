import { blogCategories } from '@silkway/contracts';
import { blogArticleSeeds } from './index.js';

const texts = blogArticleSeeds.flatMap((seed) =>
  Object.entries(seed.texts).map(([language, text]) => ({ slug: seed.slug, language, ...text })),
);

describe('seeded blog articles', () => {
  it('cover the four categories with unique slugs, each in all four languages', () => {
    expect(new Set(blogArticleSeeds.map((seed) => seed.category))).toEqual(new Set(blogCategories));
    expect(new Set(blogArticleSeeds.map((seed) => seed.slug)).size).toBe(blogArticleSeeds.length);
    for (const seed of blogArticleSeeds)
      expect(Object.keys(seed.texts).sort()).toEqual(['en', 'ru', 'tj', 'zh']);
  });

  it.each(texts)(
    '$slug ($language) uses only the markup of product.md §9',
    ({ title, excerpt, content }) => {
      expect(title.trim()).not.toBe('');
      expect(excerpt.trim()).not.toBe('');
      for (const line of content.split('\n')) {
        // Headings only at levels 2 and 3; no HTML, links, images, quotes, code or emphasis other than **bold**.
        expect(line).not.toMatch(/^(#|####)\s|^>|<[a-z/]|\]\(|`|(^|[^*])\*[^*]/i);
      }
      expect(content).toMatch(/^## /m);
    },
  );
});
