import { isPublicPagePath, PUBLIC_PAGE_PATHS } from './public-page-paths.js';

describe('isPublicPagePath', () => {
  it.each([...PUBLIC_PAGE_PATHS, '/blog/', '/blog/landed-cost'])(
    'sends %s to the public remote',
    (path) => {
      expect(isPublicPagePath(path)).toBe(true);
    },
  );

  it.each([
    '/pricing',
    '/services/extra',
    '/portal',
    '/admin',
    '/HOME',
    '/blog/a/b',
    '/blog/Landed',
  ])('leaves %s to the 404 page or another area', (path) => {
    expect(isPublicPagePath(path)).toBe(false);
  });
});
