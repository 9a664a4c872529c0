import { formatFileSize, formatMeasure, formatUsd, truckFill } from './formats.js';

describe('formatUsd', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    [-5, '-$5.00'],
    [0.005, '$0.01'],
    [1.005, '$1.01'],
    [0.1 + 0.2, '$0.30'],
    [-0.001, '$0.00'],
    ['56.5', '$56.50'],
    [999_999_999_999.99, '$999,999,999,999.99'],
  ])('%p → %p', (amount, text) => {
    expect(formatUsd(amount)).toBe(text);
  });
});

describe('formatMeasure', () => {
  it.each([
    [1.5, '1.5'],
    [2, '2'],
    [100, '100'],
    [1.2345, '1.235'],
    [0.0004, '0'],
    ['12.300', '12.3'],
    [0.1 + 0.2, '0.3'],
  ])('%p → %p', (value, text) => {
    expect(formatMeasure(value)).toBe(text);
  });
});

describe('formatFileSize', () => {
  // Intl separates a number from its unit with a no-break space in some languages.
  const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  it.each([
    [0, '0 Б'],
    [41, '41 Б'],
    [1023, '1 023 Б'],
    [1024, '1 кБ'],
    [1536, '1,5 кБ'],
    [1_234_567, '1,18 МБ'], // 1 234 567 / 1 048 576 = 1.1774
    [1_048_576, '1 МБ'],
    [5 * 1024 ** 3, '5 ГБ'],
    [2 * 1024 ** 4, '2 048 ГБ'],
  ])('ru: %p bytes → %p', (bytes, text) => {
    expect(spaced(formatFileSize(bytes, 'ru'))).toBe(text);
  });

  it.each([
    [41, '41 byte'],
    [1536, '1.5 kB'],
    [1_234_567, '1.18 MB'],
    [5 * 1024 ** 3, '5 GB'],
  ])('en: %p bytes → %p', (bytes, text) => {
    expect(spaced(formatFileSize(bytes, 'en'))).toBe(text);
  });

  it.each([
    [1536, '1,5 kB'],
    [1_234_567, '1,18 MB'],
  ])('tg (Tajik: a decimal comma): %p bytes → %p', (bytes, text) => {
    expect(spaced(formatFileSize(bytes, 'tg'))).toBe(text);
  });

  it.each([
    [41, '41 B'],
    [1536, '1.5 kB'],
    [1_234_567, '1.18 MB'],
  ])('zh: %p bytes → %p', (bytes, text) => {
    expect(spaced(formatFileSize(bytes, 'zh-CN'))).toBe(text);
  });

  it('never says "Bytes" in Russian', () => {
    expect(formatFileSize(41, 'ru')).not.toMatch(/Bytes/);
  });
});

describe('truckFill', () => {
  it('is current volume ÷ capacity × 100 with 1 decimal', () => {
    expect(truckFill(45.3, 100)).toEqual({ percent: 45.3, barPercent: 45.3, label: '45.3%' });
    expect(truckFill(1, 3)).toEqual({ percent: 33.3, barPercent: 33.3, label: '33.3%' });
    expect(truckFill(2, 3).label).toBe('66.7%');
  });

  it('rounds the tenth half-up', () => {
    expect(truckFill(1, 16).label).toBe('6.3%'); // 6.25 %
  });

  it('caps the bar at 100 but shows the real percent', () => {
    expect(truckFill(30, 20)).toEqual({ percent: 150, barPercent: 100, label: '150.0%' });
  });

  it('reads an empty capacity as 0 %', () => {
    expect(truckFill(5, 0)).toEqual({ percent: 0, barPercent: 0, label: '0.0%' });
  });

  it('avoids floating traps', () => {
    expect(truckFill(0.1 + 0.2, 0.3).label).toBe('100.0%');
  });
});
