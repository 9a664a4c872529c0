import { formatArticleDate } from './article-date.js';

const DATES = Array.from({ length: 12 }, (_, month) => [
  new Date(2026, month, 1, 0, 30),
  new Date(2025, month, 28, 23, 59),
]).flat();

describe('formatArticleDate', () => {
  it.each(['ru', 'en', 'zh'])('writes dates as Intl.DateTimeFormat does in %s', (language) => {
    const long = new Intl.DateTimeFormat(language, { dateStyle: 'long' });
    for (const date of DATES)
      expect(formatArticleDate(date.toISOString(), language)).toBe(long.format(date));
  });

  it('writes Tajik pages’ dates as Russian ones, and nothing for an unreadable date', () => {
    expect(formatArticleDate('2026-03-05T10:00:00', 'tj')).toBe('5 марта 2026 г.');
    expect(formatArticleDate('not a date', 'ru')).toBe('');
  });
});
