import { DEFAULT_LANGUAGE, LANGUAGE_CODES, isLanguage, type Language } from './languages.js';

/**
 * Public addresses carry their language: Russian pages stay unprefixed, the others live under
 * `/tj/`, `/en/` and `/zh/` (docs/public-site.md), so every language has its own indexable page.
 */
export const PREFIXED_LANGUAGES = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE);

/** The language an address is written in and the path inside it: `/en/services` → `en`, `/services`. */
export function splitLanguagePath(pathname: string): {
  language: Language;
  prefixed: boolean;
  path: string;
} {
  const [, first = '', ...rest] = pathname.split('/');
  if (first !== DEFAULT_LANGUAGE && isLanguage(first)) {
    return { language: first, prefixed: true, path: `/${rest.join('/')}` };
  }
  return { language: DEFAULT_LANGUAGE, prefixed: false, path: pathname || '/' };
}

/** The router basename of a language: `''` for Russian, `/en` for English. */
export function languageBasename(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** `path` (unprefixed, e.g. `/services`) in `language`: `/services`, `/en/services`, `/en/`. */
export function localizedPath(language: Language, path: string): string {
  const base = languageBasename(language);
  if (!base) return path;
  return path === '/' ? `${base}/` : `${base}${path}`;
}
