import { z } from 'zod';
import {
  decimalPlaces,
  MEASURE_SCALE,
  MONEY_SCALE,
  parseDecimal,
  scaledToText,
} from './exact-decimal.js';

/**
 * zod fields for values that forms send either typed or as the text of an input: numbers, ids,
 * dates and optional texts. Each accepts both and answers with one clear Russian message.
 */

export const fieldMessages = {
  notANumber: 'Введите число',
  negative: 'Значение не может быть отрицательным',
  tooLarge: 'Слишком большое значение',
  tooManyDecimals: (scale: number) => `Не более ${scale} знаков после запятой`,
  notWhole: 'Введите целое число',
  notAnId: 'Некорректный идентификатор',
  notADate: 'Введите дату в формате ГГГГ-ММ-ДД',
  notAText: 'Ожидается текст',
} as const;

// No field accepts `undefined`: a create schema adds `.default(…)`, an update schema `.optional()`
// (absent = unchanged), and zod runs neither for a missing key.
const numberOrText = z.union([z.number(), z.string()], { error: fieldMessages.notANumber });
const numberTextOrNull = z.union([z.number(), z.string(), z.null()], {
  error: fieldMessages.notANumber,
});

/** Blank text typed in a form counts as "no value". */
const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A non-negative decimal with at most `scale` places, below `limit` (what the numeric(14, scale)
 * column it is stored in holds). Blank or null counts as 0; garbage is refused.
 */
function nonNegativeDecimal(scale: number, limit: number) {
  return numberTextOrNull.transform((raw, ctx) => {
    if (raw === null || isBlank(raw)) return 0;
    const parts = parseDecimal(raw);
    const fail = (message: string) => {
      ctx.issues.push({ code: 'custom', message, input: raw });
      return z.NEVER;
    };
    if (!parts) return fail(fieldMessages.notANumber);
    if (parts.coefficient < 0n) return fail(fieldMessages.negative);
    if (decimalPlaces(parts) > scale) return fail(fieldMessages.tooManyDecimals(scale));
    const scaled = parts.coefficient * 10n ** BigInt(parts.exponent + scale);
    if (scaled >= BigInt(limit) * 10n ** BigInt(scale)) return fail(fieldMessages.tooLarge);
    return Number(scaledToText(Number(scaled), scale));
  });
}

/** USD amount, at most 2 decimals (numeric(14,2)). */
export const moneyField = nonNegativeDecimal(MONEY_SCALE, 1e12);
/** Weight in kg or volume in m³, at most 3 decimals (numeric(14,3)). */
export const measureField = nonNegativeDecimal(MEASURE_SCALE, 1e11);

/** A whole number in text or typed; `min` bounds it from below with `minMessage`. */
export function wholeNumberField(
  min: number,
  minMessage: string,
  notWholeMessage: string = fieldMessages.notWhole,
) {
  return numberOrText.transform((raw, ctx) => {
    const parts = parseDecimal(raw);
    const fail = (message: string) => {
      ctx.issues.push({ code: 'custom', message, input: raw });
      return z.NEVER;
    };
    if (!parts) return fail(fieldMessages.notANumber);
    if (decimalPlaces(parts) > 0) return fail(notWholeMessage);
    const value = Number(parts.coefficient * 10n ** BigInt(parts.exponent));
    if (!Number.isSafeInteger(value)) return fail(fieldMessages.tooLarge);
    if (value < min) return fail(minMessage);
    return value;
  });
}

const idNumber = wholeNumberField(1, fieldMessages.notAnId, fieldMessages.notAnId);

/** `field`, except that blank text or null mean null ("not given"). */
export function blankAsNull<Output>(field: z.ZodType<Output>) {
  return numberTextOrNull.transform((raw, ctx): Output | null => {
    if (isBlank(raw)) return null;
    const parsed = field.safeParse(raw);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.issues.push({ code: 'custom', message: issue.message, input: raw });
    return z.NEVER;
  });
}

/** An optional reference to another record: blank, null or 'none' (the forms' "no choice") mean null. */
export const optionalIdField = z
  .union([z.number(), z.string(), z.null()], { error: fieldMessages.notAnId })
  .transform((raw, ctx) => {
    if (isBlank(raw) || raw === 'none') return null;
    const parsed = idNumber.safeParse(raw);
    if (parsed.success) return parsed.data;
    ctx.issues.push({ code: 'custom', message: fieldMessages.notAnId, input: raw });
    return z.NEVER;
  });

/** A required reference to another record (positive integer, typed or as text). */
export const requiredIdField = idNumber;

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** A calendar date as 'YYYY-MM-DD'; an ISO date-time keeps its date part. Blank means null. */
export const optionalDateField = z
  .union([z.string(), z.null()], { error: fieldMessages.notADate })
  .transform((raw, ctx) => {
    if (raw === null || isBlank(raw)) return null;
    const text = raw.trim();
    const match = DATE_TEXT.exec(text);
    const [, year, month, day] = match ?? [];
    const date = new Date(`${year}-${month}-${day}T00:00:00Z`);
    // Date rolls 2025-02-30 over to March: a real date must read back unchanged.
    if (
      !match ||
      Number.isNaN(date.getTime()) ||
      date.toISOString().slice(0, 10) !== `${year}-${month}-${day}`
    ) {
      ctx.issues.push({ code: 'custom', message: fieldMessages.notADate, input: raw });
      return z.NEVER;
    }
    return `${year}-${month}-${day}`;
  });

/** Optional free text: trimmed; blank or null means null. */
export const optionalTextField = z
  .string({ error: fieldMessages.notAText })
  .nullable()
  .transform((raw) => raw?.trim() || null);

/** Required text: trimmed, at least `minLength` characters; `message` otherwise, also when missing. */
export function requiredTextField(message: string, minLength = 1) {
  return z.string({ error: message }).trim().min(minLength, { error: message });
}
