import { formatCount, formatPercent } from './format-figure.js';

const VALUES = [
  0, 3, 7, 15, 50, 999, 1000, 2000, 7000, 12_345, 1_234_567, 25, 98.7, 98.75, 99.2, 0.04, 1.05,
  1234.56, -2000,
];

describe('formatCount and formatPercent', () => {
  it.each(['ru', 'en', 'zh'])('write figures as Intl.NumberFormat does in %s', (language) => {
    const count = new Intl.NumberFormat(language);
    const percent = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    for (const value of VALUES) {
      expect(formatCount(Math.round(value), language)).toBe(`${count.format(Math.round(value))}+`);
      expect(formatPercent(value, language)).toBe(`${percent.format(value)}%`);
    }
  });

  it('writes Tajik pages’ figures as Russian ones', () => {
    expect(formatCount(2000, 'tj')).toBe('2\u00a0000+');
    expect(formatPercent(99.2, 'tj')).toBe('99,2%');
  });
});
