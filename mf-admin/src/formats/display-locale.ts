import { isLanguage, languageOption } from '@silkway/i18n';

/** The BCP 47 locale Intl formats a reader's language with ('tj' is written 'tg'). */
export const displayLocale = (language: string): string =>
  isLanguage(language) ? languageOption(language).htmlLang : language;
