import { formatDate, formatDateTime, formatMoney, formatRate } from './formats.js';

// Intl writes no-break spaces: compared as plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('one way to write money and dates', () => {
  it.each([
    ['ru', '5 000,00 TJS', '456,62 USD'],
    ['en', 'TJS 5,000.00', 'USD 456.62'],
    ['zh', 'TJS 5,000.00', 'USD 456.62'],
    ['tj', '5 000,00 TJS', '456,62 USD'],
  ])('money in %s: %s, %s', (language, somoni, dollars) => {
    expect(plain(formatMoney('5000', 'TJS', language))).toBe(somoni);
    expect(plain(formatMoney(456.62, 'USD', language))).toBe(dollars);
  });

  it('writes a decimal string exactly, rounding half up at the cent', () => {
    expect(plain(formatMoney('12345678901234567.015', 'USD', 'en'))).toBe(
      'USD 12,345,678,901,234,567.02',
    );
    expect(plain(formatMoney(-5, 'USD', 'en'))).toBe('-USD 5.00');
  });

  it('writes a rate with at least two decimals', () => {
    expect(formatRate(10.9, 'ru')).toBe('10,90');
    expect(formatRate('7.123456', 'en')).toBe('7.123456');
  });

  it('writes a calendar day as that day in every time zone', () => {
    expect(formatDate('2026-11-28', 'ru')).toBe('28.11.2026');
    expect(formatDate('2026-11-28', 'en')).toBe('11/28/2026');
    expect(formatDate('2026-11-28', 'zh')).toBe('2026/11/28');
  });

  it('writes a moment in the time zone asked for', () => {
    expect(formatDate('2026-11-28T22:30:00Z', 'ru', 'Asia/Dushanbe')).toBe('29.11.2026');
    expect(formatDateTime('2026-11-28T22:30:00Z', 'ru', 'Asia/Dushanbe')).toBe('29.11.2026, 03:30');
  });

  it('gives back text that is no date as it is', () => {
    expect(formatDate('soon', 'ru')).toBe('soon');
  });
});
