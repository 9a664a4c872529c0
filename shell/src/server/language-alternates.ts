import { DEFAULT_LANGUAGE, LANGUAGE_CODES, languageOption, localizedPath } from '@silkway/i18n';

/**
 * A page's address in every language with the hreflang that announces it, then x-default (the
 * Russian address): the head's alternate links and the sitemap's alike.
 */
export function languageAlternates(
  origin: string,
  path: string,
): { hreflang: string; href: string }[] {
  return [
    ...LANGUAGE_CODES.map((code) => ({
      hreflang: languageOption(code).htmlLang,
      href: `${origin}${localizedPath(code, path)}`,
    })),
    { hreflang: 'x-default', href: `${origin}${localizedPath(DEFAULT_LANGUAGE, path)}` },
  ];
}
