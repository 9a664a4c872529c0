import en from '@silkway/i18n/locales/en/public.json';
import ru from '@silkway/i18n/locales/ru/public.json';
import tj from '@silkway/i18n/locales/tj/public.json';
import zh from '@silkway/i18n/locales/zh/public.json';
import { blogCoverNames, blogCoverOf } from './blog-covers.js';

describe('blogCoverOf', () => {
  it('gives one of our covers by the path the seed stores, with its alt text key', () => {
    expect(blogCoverOf({ featuredImage: 'blog-covers/landed-cost.svg', slug: 'x' })).toEqual({
      src: '/mf/public/landed-cost.svg',
      altKey: 'blog.covers.landed-cost',
    });
  });

  it('finds the cover of an article stored before covers had a path by its slug', () => {
    expect(blogCoverOf({ featuredImage: null, slug: 'cargo-consolidation' })).toEqual({
      src: '/mf/public/cargo-consolidation.svg',
      altKey: 'blog.covers.cargo-consolidation',
    });
  });

  it('keeps any other image as it is, and gives none to an article without one', () => {
    expect(blogCoverOf({ featuredImage: '/images/other.webp', slug: 'landed-cost' })).toEqual({
      src: '/images/other.webp',
    });
    expect(blogCoverOf({ featuredImage: 'blog-covers/unknown.svg', slug: 'x' })).toEqual({
      src: 'blog-covers/unknown.svg',
    });
    expect(blogCoverOf({ featuredImage: null, slug: 'a-new-article' })).toBeUndefined();
  });

  it.each([
    ['ru', ru],
    ['tj', tj],
    ['en', en],
    ['zh', zh],
  ])('every cover has its alt text in %s', (_language, dictionary) => {
    const alts: Record<string, string> = dictionary.blog.covers;
    expect(blogCoverNames).toHaveLength(6);
    for (const name of blogCoverNames) expect(alts[name]?.trim()).toBeTruthy();
  });
});
