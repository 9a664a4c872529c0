import ru from '@silkway/i18n/locales/ru/public.json';
import tj from '@silkway/i18n/locales/tj/public.json';
import en from '@silkway/i18n/locales/en/public.json';
import zh from '@silkway/i18n/locales/zh/public.json';

function keyPaths(dictionary: object, prefix = ''): string[] {
  return Object.entries(dictionary).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keyPaths(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('public dictionaries', () => {
  it.each([
    ['tj', tj],
    ['en', en],
    ['zh', zh],
  ])('%s has exactly the Russian keys, none left empty', (_language, dictionary) => {
    expect(keyPaths(dictionary).sort()).toEqual(keyPaths(ru).sort());
    const values = keyPaths(dictionary).map((path) =>
      path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], dictionary),
    );
    expect(values.filter((value) => typeof value !== 'string' || value.trim() === '')).toEqual([]);
  });
});
