import { formatTrackingDate } from './tracking-dates.js';

describe('formatTrackingDate', () => {
  it('writes a calendar date in the page language, the same day in every time zone', () => {
    expect(formatTrackingDate('2026-12-18', 'ru')).toBe('18 декабря 2026 г.');
    expect(formatTrackingDate('2026-12-18', 'en')).toBe('December 18, 2026');
    expect(formatTrackingDate('2026-12-18', 'zh')).toBe('2026年12月18日');
  });

  it('falls back to digits when the browser has no month names for the language (Chromium lacks Tajik)', () => {
    const supportedLocales = jest
      .spyOn(Intl.DateTimeFormat, 'supportedLocalesOf')
      .mockReturnValue([]);
    try {
      expect(formatTrackingDate('2026-12-18', 'tj')).toBe('18.12.2026');
    } finally {
      supportedLocales.mockRestore();
    }
  });

  it('leaves text that is not a date as it is', () => {
    expect(formatTrackingDate('скоро', 'ru')).toBe('скоро');
  });
});
