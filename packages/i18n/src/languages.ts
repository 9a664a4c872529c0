export const LANGUAGE_CODES = ['ru', 'tj', 'en', 'zh'] as const;
export type Language = (typeof LANGUAGE_CODES)[number];

export const DEFAULT_LANGUAGE: Language = 'ru';
export const LANGUAGE_STORAGE_KEY = 'language';

export interface LanguageOption {
  code: Language;
  /** The language's name written in that language, as the switcher shows it. */
  displayName: string;
  flag: string;
  /** BCP 47 tag for `<html lang>`: Tajik is `tg`, although the product's code is `tj`. */
  htmlLang: string;
}

export const LANGUAGES: readonly LanguageOption[] = [
  { code: 'ru', displayName: 'Русский', flag: '🇷🇺', htmlLang: 'ru' },
  { code: 'tj', displayName: 'Тоҷикӣ', flag: '🇹🇯', htmlLang: 'tg' },
  { code: 'en', displayName: 'English', flag: '🇬🇧', htmlLang: 'en' },
  { code: 'zh', displayName: '中文', flag: '🇨🇳', htmlLang: 'zh-CN' },
];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function languageOption(code: Language): LanguageOption {
  return LANGUAGES.find((option) => option.code === code) ?? LANGUAGES[0]!;
}

/** product.md §4: the stored language is used only when it is one of the four, otherwise Russian. */
export function readStoredLanguage(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): Language {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    // Storage can throw when the browser blocks it (private mode, sandboxed frames).
    return DEFAULT_LANGUAGE;
  }
}
