const RUSSIAN_MONTHS = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];
const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * An article's date in the visitor's time zone, as Intl.DateTimeFormat's `dateStyle: 'long'` writes it
 * ("5 января 2026 г.", "January 5, 2026", "2026年1月5日"; Tajik pages as Russian ones). Written by hand:
 * the page's first Intl.DateTimeFormat loads the locale's data, 10–15 ms of CPU in the article's takeover.
 */
export function formatArticleDate(isoDate: string, language: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return '';
  const [day, month, year] = [date.getDate(), date.getMonth(), date.getFullYear()];
  if (language === 'en') return `${ENGLISH_MONTHS[month]} ${day}, ${year}`;
  if (language === 'zh') return `${year}年${month + 1}月${day}日`;
  return `${day} ${RUSSIAN_MONTHS[month]} ${year} г.`;
}
