import { localizedPath, splitLanguagePath } from './language-paths.js';

describe('language in the address', () => {
  it.each([
    ['/', 'ru', false, '/'],
    ['/services', 'ru', false, '/services'],
    ['/en/', 'en', true, '/'],
    ['/en', 'en', true, '/'],
    ['/zh/services', 'zh', true, '/services'],
    ['/tj/blog/landed-cost', 'tj', true, '/blog/landed-cost'],
    ['/ru/services', 'ru', false, '/ru/services'],
    ['/de/services', 'ru', false, '/de/services'],
  ])('%s is %s (prefixed: %s), path %s', (pathname, language, prefixed, path) => {
    expect(splitLanguagePath(pathname)).toEqual({ language, prefixed, path });
  });

  it('writes a path in each language, Russian unprefixed', () => {
    expect(localizedPath('ru', '/services')).toBe('/services');
    expect(localizedPath('en', '/services')).toBe('/en/services');
    expect(localizedPath('zh', '/')).toBe('/zh/');
  });
});
