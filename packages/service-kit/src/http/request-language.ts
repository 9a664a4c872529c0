import { type BlogLanguage, blogLanguages } from '@silkway/contracts';

/** One of the product's four languages. */
export type ProductLanguage = BlogLanguage;

/** A language code of a body or of Accept-Language as one of the four: Tajik is `tg` in BCP 47, `tj` here. */
export function productLanguageOf(code: string): ProductLanguage | undefined {
  const primary = code.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'tg') return 'tj';
  return blogLanguages.find((language) => language === primary);
}

/** The product's languages an Accept-Language header asks for, the most wanted first (`q=0` ones left out). */
export function acceptedLanguages(header: string): ProductLanguage[] {
  const languages = header
    .split(',')
    .map((part, index) => {
      const [code = '', ...parameters] = part.split(';');
      const q = parameters.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: productLanguageOf(code), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.language !== undefined && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.language!);
  return [...new Set(languages)];
}
