import { isLanguage, languageOption } from '@silkway/i18n';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = isLanguage(language) ? languageOption(language).htmlLang : language;
  if (Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0)
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', ...options });
  // Browsers without Tajik month names would fall back to English ones: digits read the same in every language.
  return new Intl.DateTimeFormat('ru', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...options,
  });
}

/**
 * A date in the page's language: "18 декабря 2026 г.", "December 18, 2026". A calendar date
 * (YYYY-MM-DD) is read as that day everywhere, whatever the visitor's time zone.
 */
export function formatTrackingDate(value: string, language: string): string {
  const isDateOnly = DATE_ONLY.test(value);
  const date = new Date(isDateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat(language, isDateOnly ? { timeZone: 'UTC' } : {}).format(date);
}
