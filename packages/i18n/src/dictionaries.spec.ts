import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_CODES } from './languages.js';

const localesDirectory = join(__dirname, 'locales');

function flattenKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    flattenKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

const namespaces = [
  ...new Set(
    LANGUAGE_CODES.flatMap((language) =>
      readdirSync(join(localesDirectory, language)).filter((file) => file.endsWith('.json')),
    ),
  ),
].map((file) => file.replace(/\.json$/, ''));

describe.each(namespaces)('dictionary namespace "%s"', (namespace) => {
  const keysByLanguage = Object.fromEntries(
    LANGUAGE_CODES.map((language) => {
      const file = join(localesDirectory, language, `${namespace}.json`);
      return [
        language,
        existsSync(file) ? new Set(flattenKeys(JSON.parse(readFileSync(file, 'utf8')))) : null,
      ];
    }),
  );
  const allKeys = [
    ...new Set(Object.values(keysByLanguage).flatMap((keys) => (keys ? [...keys] : []))),
  ].sort();

  it.each([...LANGUAGE_CODES])('is complete in %s', (language) => {
    const keys = keysByLanguage[language];
    expect(keys).not.toBeNull();
    expect(allKeys.filter((key) => !keys!.has(key))).toEqual([]);
  });

  it.each([...LANGUAGE_CODES])('has no empty text in %s', (language) => {
    const file = join(localesDirectory, language, `${namespace}.json`);
    if (!existsSync(file)) return;
    const texts = JSON.stringify(JSON.parse(readFileSync(file, 'utf8')));
    expect(texts).not.toContain('""');
  });
});
