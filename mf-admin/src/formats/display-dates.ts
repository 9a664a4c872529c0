import { displayLocale } from './display-locale.js';

// Making an Intl format costs far more than using one (a list of 50 orders made 100): each is kept.
const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, kind: 'day' | 'moment' | 'momentWithTime') {
  const key = `${locale}|${kind}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      locale,
      kind === 'momentWithTime'
        ? { dateStyle: 'short', timeStyle: 'short' }
        : {
            day: '2-digit',
            month: '2-digit',
            year: 'numeric',
            ...(kind === 'day' ? { timeZone: 'UTC' } : {}),
          },
    );
    formats.set(key, format);
  }
  return format;
}

/**
 * A date as the reader's language writes it: 'YYYY-MM-DD' (a calendar day, shown as that day
 * wherever the reader is) or an ISO date-time (shown in the reader's time zone). Null stays null.
 */
export function formatDisplayDate(value: string | null, language: string): string | null {
  if (!value) return null;
  const calendarDay = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(calendarDay ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat(displayLocale(language), calendarDay ? 'day' : 'moment').format(date);
}

/** A moment (ISO date-time) with its time, in the reader's language and time zone. */
export function formatDisplayDateTime(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat(displayLocale(language), 'momentWithTime').format(date);
}
