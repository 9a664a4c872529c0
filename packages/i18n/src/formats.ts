// The one way money, numbers and dates are written on every screen, document and e-mail, in the
// reader's language. No imports: services run this file as it is (Node strips its types).

/** The BCP 47 locale Intl writes a product language with: 'tj' is 'tg', 'zh' is 'zh-CN'. */
export function formatLocale(language: string): string {
  if (language === 'tj') return 'tg';
  if (language === 'zh') return 'zh-CN';
  return language;
}

// A page's first Intl format loads the locale's data: each format is made once and kept.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** A decimal string ('5000.00', as the database answers) is written digit for digit, never through a float. */
type Amount = number | Intl.StringNumericLiteral;

/**
 * An amount with its currency's code and two decimals, as the language writes it:
 * 5000 TJS → «5 000,00 TJS» in ru, «TJS 5,000.00» in en; 456.62 USD → «456,62 USD», «USD 456.62».
 */
export function formatMoney(amount: Amount, currency: string, language: string): string {
  return numberFormat(formatLocale(language), {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
  }).format(amount);
}

/** A plain number with the language's separators: 10.9 with 2–4 decimals → «10,90» in ru. */
export function formatNumber(
  value: Amount,
  language: string,
  fractionDigits: { min?: number; max?: number } = {},
): string {
  return numberFormat(formatLocale(language), {
    minimumFractionDigits: fractionDigits.min ?? 0,
    maximumFractionDigits: Math.max(fractionDigits.max ?? 3, fractionDigits.min ?? 0),
  }).format(value);
}

/** An exchange rate (units of a currency for $1): at least two decimals, at most six. */
export const formatRate = (rate: Amount, language: string): string =>
  formatNumber(rate, language, { min: 2, max: 6 });

const DAY: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

function toDate(value: string | Date): { date: Date; calendarDay: boolean } | null {
  if (value instanceof Date) return { date: value, calendarDay: false };
  const calendarDay = CALENDAR_DAY.test(value);
  const date = new Date(calendarDay ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : { date, calendarDay };
}

/**
 * A date as the language writes it (28.11.2026 in ru, 11/28/2026 in en). A calendar day
 * ('YYYY-MM-DD') is that day wherever the reader is; a moment is its day in `timeZone` (the
 * reader's own when not given). Text that is no date comes back as it is.
 */
export function formatDate(value: string | Date, language: string, timeZone?: string): string {
  return formatParsed(value, language, ({ calendarDay }) => ({
    ...DAY,
    ...(calendarDay ? { timeZone: 'UTC' } : timeZone ? { timeZone } : {}),
  }));
}

/** A moment with its time (28.11.2026, 14:05 in ru), in `timeZone` or the reader's own. */
export function formatDateTime(value: string | Date, language: string, timeZone?: string): string {
  return formatParsed(value, language, () => ({
    ...DAY,
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }));
}

/** `value` read as a date and written with the options made for it; text that is no date as it is. */
function formatParsed(
  value: string | Date,
  language: string,
  options: (parsed: { calendarDay: boolean }) => Intl.DateTimeFormatOptions,
): string {
  const parsed = toDate(value);
  if (!parsed) return String(value);
  return dateFormat(formatLocale(language), options(parsed)).format(parsed.date);
}
