import {
  decimalPlaces,
  divideRounded,
  fromCents,
  fromThousandths,
  parseDecimal,
  scaledToText,
  toCents,
  toThousandths,
  toUsdCents,
} from './exact-decimal.js';

describe('toCents', () => {
  it.each([
    [12.345, 1235],
    [12.344, 1234],
    [0.005, 1],
    [0.0049, 0],
    [1.005, 101], // the binary 1.005 is 1.00499…: read through its decimal text, it rounds up
    [-1.005, -101],
    [0.1 + 0.2, 30],
    [1e-7, 0],
    [999_999_999_999.99, 99_999_999_999_999],
    ['12,5', 1250],
    ['1 234,56', 123_456],
    ['  7.1 ', 710],
    ['.5', 50],
    ['3.', 300],
    ['1e3', 100_000],
  ])('%p → %p cents', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it.each(['', 'abc', '1.2.3', '1,2,3', '1,5.0', '--1', '1e', Infinity, Number.NaN])(
    'refuses %p',
    (garbage) => {
      expect(() => toCents(garbage)).toThrow(RangeError);
    },
  );

  it('refuses amounts a number cannot hold to the cent', () => {
    expect(() => toCents(1e20)).toThrow('too large');
  });
});

describe('toThousandths', () => {
  it('rounds kg and m³ to 3 decimals half-up', () => {
    expect(toThousandths(1.2345)).toBe(1235);
    expect(toThousandths(0.0005)).toBe(1);
    expect(toThousandths(0.0004)).toBe(0);
    expect(toThousandths(2)).toBe(2000);
    expect(toThousandths('12.300')).toBe(12_300);
  });
});

describe('parseDecimal', () => {
  it('normalises trailing zeros and counts real decimal places', () => {
    expect(parseDecimal('1.50')).toEqual({ coefficient: 15n, exponent: -1 });
    expect(decimalPlaces(parseDecimal('1.50')!)).toBe(1);
    expect(decimalPlaces(parseDecimal('100')!)).toBe(0);
    expect(decimalPlaces(parseDecimal(0.1 + 0.2)!)).toBe(17);
    expect(parseDecimal('0.000')).toEqual({ coefficient: 0n, exponent: 0 });
  });

  it('refuses absurd exponents instead of building huge powers of ten', () => {
    expect(parseDecimal('1e999999999')).toBeNull();
  });
});

describe('divideRounded', () => {
  it('rounds halves away from zero', () => {
    expect(divideRounded(5n, 10n)).toBe(1n);
    expect(divideRounded(4n, 10n)).toBe(0n);
    expect(divideRounded(15n, 10n)).toBe(2n);
    expect(divideRounded(-5n, 10n)).toBe(-1n);
    expect(divideRounded(-4n, 10n)).toBe(0n);
  });
});

describe('scaled integers back to decimals', () => {
  it('writes fixed-point text', () => {
    expect(scaledToText(1250, 2)).toBe('12.50');
    expect(scaledToText(-5, 2)).toBe('-0.05');
    expect(scaledToText(7, 3)).toBe('0.007');
    expect(scaledToText(0, 2)).toBe('0.00');
  });

  it('gives the nearest number', () => {
    expect(fromCents(30)).toBe(0.3);
    expect(fromCents(99_999_999_999_999)).toBe(999_999_999_999.99);
    expect(fromThousandths(1250)).toBe(1.25);
  });
});

describe('toUsdCents (a payment in its currency, at units per dollar)', () => {
  it.each([
    ['100', '1', 10_000],
    [1000, '10.95', 9132], // 91.3242… → 91.32
    ['1095', 10.95, 10_000],
    ['0.05', '10', 1], // 0.005 → 0.01: half-up
    ['0.04', '10', 0],
    ['7.2', '7.2', 100],
    ['1 000,50', '96.123456', 1041], // 10.4086… → 10.41
  ])('%p at %p → %p cents', (amount, rate, cents) => {
    expect(toUsdCents(amount, rate)).toBe(cents);
  });

  it('rounds once, at the end: 3 payments of 1 somoni are not 3 rounded thirds', () => {
    expect(toUsdCents('3', '3.3')).toBe(91);
    expect(3 * toUsdCents('1', '3.3')).toBe(90);
  });

  it('refuses a rate of zero and garbage', () => {
    expect(() => toUsdCents('10', '0')).toThrow(RangeError);
    expect(() => toUsdCents('ten', '1')).toThrow(RangeError);
  });
});
