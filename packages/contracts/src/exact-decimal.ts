/**
 * Exact decimal arithmetic for money and measures. Every amount is an integer in a fixed unit:
 * money in cents (scale 2), weight in grams and volume in litres, i.e. thousandths (scale 3).
 * Numbers are read through their shortest decimal text, so 1.005 means 1.005 (not the binary
 * 1.00499999…) and 0.1 + 0.2 reads as 0.30000000000000004.
 *
 * Rounding rule: half-up, away from zero (1.005 → 1.01, −1.005 → −1.01, 1.004 → 1.00).
 */

/** Decimal places of money (cents). */
export const MONEY_SCALE = 2;
/** Decimal places of weight (kg) and volume (m³). */
export const MEASURE_SCALE = 3;

/** A decimal as `coefficient × 10^exponent`; `coefficient` carries the sign. */
export interface DecimalParts {
  coefficient: bigint;
  exponent: number;
}

const DECIMAL_TEXT = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * Reads a decimal from a number or from text typed in a form: spaces (thousand separators) are
 * ignored and a comma may stand for the decimal point. Returns null for anything else.
 */
export function parseDecimal(value: number | string): DecimalParts | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  let text = String(value).replace(/[\s\u00a0\u202f]/g, '');
  if (text.includes(',')) {
    if (text.includes('.') || text.indexOf(',') !== text.lastIndexOf(',')) return null;
    text = text.replace(',', '.');
  }
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return null;
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  // The exponent cap keeps a hostile "1e999999999" from building a gigantic power of ten.
  if ((whole === '' && fraction === '') || Math.abs(Number(exponent)) > 1000) return null;
  let coefficient = BigInt(whole + fraction);
  let scale = Number(exponent) - fraction.length;
  // Normalise so that "1.50" and "1.5" have the same (smallest) number of decimal places.
  while (coefficient !== 0n && coefficient % 10n === 0n) {
    coefficient /= 10n;
    scale += 1;
  }
  if (coefficient === 0n) scale = 0;
  return { coefficient: sign === '-' ? -coefficient : coefficient, exponent: scale };
}

/** How many decimal places a parsed decimal really has (trailing zeros do not count). */
export function decimalPlaces(parts: DecimalParts): number {
  return Math.max(0, -parts.exponent);
}

/** `numerator ÷ denominator` rounded half-up, away from zero. `denominator` must be positive. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const magnitude = numerator < 0n ? -numerator : numerator;
  let quotient = magnitude / denominator;
  if ((magnitude % denominator) * 2n >= denominator) quotient += 1n;
  return numerator < 0n ? -quotient : quotient;
}

/** Converts a bigint result back to a number, refusing values a number cannot hold exactly. */
export function toSafeNumber(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`Value ${value} is too large`);
  return result;
}

/** The decimal as an integer count of `10^-scale` units, rounded half-up. Throws on garbage. */
export function toScaled(value: number | string, scale: number): number {
  const parts = parseDecimal(value);
  if (!parts) throw new RangeError(`Not a decimal number: ${JSON.stringify(value)}`);
  const shift = parts.exponent + scale;
  const scaled =
    shift >= 0
      ? parts.coefficient * 10n ** BigInt(shift)
      : divideRounded(parts.coefficient, 10n ** BigInt(-shift));
  return toSafeNumber(scaled);
}

/** Cents of a USD amount (12.345 → 1235). */
export function toCents(amount: number | string): number {
  return toScaled(amount, MONEY_SCALE);
}

/** Thousandths of a weight in kg or a volume in m³ (1.2345 → 1235). */
export function toThousandths(measure: number | string): number {
  return toScaled(measure, MEASURE_SCALE);
}

/** Fixed-point text of a scaled integer: (1250, 2) → "12.50", (−5, 2) → "-0.05". */
export function scaledToText(scaled: number, scale: number): string {
  const magnitude = Math.abs(scaled)
    .toString()
    .padStart(scale + 1, '0');
  const whole = magnitude.slice(0, magnitude.length - scale);
  const fraction = magnitude.slice(magnitude.length - scale);
  return `${scaled < 0 ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}

/** USD amount of a count of cents (1250 → 12.5). */
export function fromCents(cents: number): number {
  return Number(scaledToText(cents, MONEY_SCALE));
}

/** kg or m³ of a count of thousandths (1250 → 1.25). */
export function fromThousandths(thousandths: number): number {
  return Number(scaledToText(thousandths, MEASURE_SCALE));
}

/** Decimal places of an exchange rate (units of a currency per dollar). */
export const RATE_SCALE = 6;

/**
 * Dollar cents of `amount` units of a currency bought at `rate` units per dollar: amount ÷ rate,
 * rounded half-up once, at the end (1000 TJS at 10.95 → 9132 cents). Throws on garbage or a rate
 * that is not positive.
 */
export function toUsdCents(amount: number | string, rate: number | string): number {
  const amountCents = BigInt(toScaled(amount, MONEY_SCALE));
  const rateMillionths = BigInt(toScaled(rate, RATE_SCALE));
  if (rateMillionths <= 0n) throw new RangeError(`Not a positive rate: ${JSON.stringify(rate)}`);
  return toSafeNumber(divideRounded(amountCents * 10n ** BigInt(RATE_SCALE), rateMillionths));
}
