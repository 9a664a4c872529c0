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
  badCharacters: 'Текст содержит недопустимые символы',
  tooLong: (maxLength: number) => `Не более ${maxLength} символов`,
} as const;

/**
 * Longest texts a field takes. `short` fits one btree index row even in 4-byte characters
 * (PostgreSQL refuses rows over ~2.7 KB: names and codes are indexed); `long` is for descriptions
 * and comments. docs/product-decisions.md "Input limits".
 */
export const TEXT_LIMITS = { short: 500, long: 10_000 } as const;

/** Largest value an `integer` column holds (PostgreSQL int4). */
export const INT4_MAX = 2_147_483_647;

// PostgreSQL refuses U+0000 in text, and a lone UTF-16 surrogate cannot be encoded as UTF-8.
const UNSTORABLE_CHARACTER =
  /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when PostgreSQL can store `text` as is (no NUL, no lone surrogate). */
export const isStorableText = (text: string): boolean => !UNSTORABLE_CHARACTER.test(text);

/**
 * The one text field every schema builds on: a string PostgreSQL can store, at most `maxLength`
 * characters. `message` answers a value that is not text at all.
 */
export function plainTextField(
  maxLength: number = TEXT_LIMITS.short,
  message: string = fieldMessages.notAText,
) {
  return z
    .string({ error: message })
    .max(maxLength, { error: fieldMessages.tooLong(maxLength) })
    .refine(isStorableText, { error: fieldMessages.badCharacters, abort: true });
}

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
  max: number = INT4_MAX,
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
    if (value < min) return fail(minMessage);
    if (!Number.isSafeInteger(value) || value > max) return fail(fieldMessages.tooLarge);
    return value;
  });
}

const idNumber = wholeNumberField(1, fieldMessages.notAnId, fieldMessages.notAnId);

/** The messages of a list query's `limit` and `offset` (orders, requests, the audit log). */
export const pagingMessages = (maxLimit: number) => ({
  limit: `Лимит — целое число от 1 до ${maxLimit}`,
  offset: 'Смещение — целое число не меньше 0',
});

/**
 * A list query's `limit` (1 to maxLimit, defaultLimit when absent) and `offset` (0 when absent).
 * `wholeNumberMax`: above it the limit is refused as too large rather than with messages.limit.
 */
export function pagingFields(
  messages: { limit: string; offset: string },
  defaultLimit: number,
  maxLimit: number,
  wholeNumberMax?: number,
) {
  return {
    limit: wholeNumberField(1, messages.limit, messages.limit, wholeNumberMax)
      .refine((limit) => limit <= maxLimit, { error: messages.limit })
      .default(defaultLimit),
    offset: wholeNumberField(0, messages.offset, messages.offset).default(0),
  };
}

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

/** Optional free text of at most `maxLength` characters: trimmed; blank or null means null. */
export function optionalText(maxLength: number = TEXT_LIMITS.short) {
  return plainTextField(maxLength)
    .nullable()
    .transform((raw) => raw?.trim() || null);
}

/** Optional short text (a name, phone, address): trimmed; blank or null means null. */
export const optionalTextField = optionalText(TEXT_LIMITS.short);
/** Optional long text (a description, comments): trimmed; blank or null means null. */
export const optionalLongTextField = optionalText(TEXT_LIMITS.long);

/**
 * Required text: trimmed, `minLength` to `maxLength` characters; `message` when too short or
 * missing.
 */
export function requiredTextField(
  message: string,
  minLength = 1,
  maxLength: number = TEXT_LIMITS.short,
) {
  return plainTextField(maxLength, message).trim().min(minLength, { error: message });
}

/** Longest stored file name, in characters (what file systems and Content-Disposition take). */
export const FILE_NAME_MAX_LENGTH = 255;

/**
 * A file's name as stored: the last path segment only (no `../`), no control characters, at most
 * FILE_NAME_MAX_LENGTH characters (the extension kept); `message` when nothing is left.
 */
export function fileNameField(message: string) {
  return plainTextField(TEXT_LIMITS.long, message)
    .transform(storableFileName)
    .pipe(z.string().min(1, { error: message }));
}

function storableFileName(raw: string): string {
  const name = (raw.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (/^\.*$/.test(name)) return '';
  // Counted in code points, so a cut never splits a surrogate pair.
  const characters = Array.from(name);
  if (characters.length <= FILE_NAME_MAX_LENGTH) return name;
  const extension = /\.[^.\s]{1,16}$/.exec(name)?.[0] ?? '';
  const stem = characters.slice(0, FILE_NAME_MAX_LENGTH - Array.from(extension).length);
  return `${stem.join('').trimEnd()}${extension}`;
}

type FieldShape = Record<string, z.ZodType>;

/**
 * A record's create and update bodies from its editable fields: the `required` ones must be sent
 * to both; on create every other field takes its value from `defaults`, or null; on update an
 * absent field stays as it is.
 */
export function recordBodies<Fields extends FieldShape, Required extends keyof Fields & string>(
  fields: Fields,
  required: readonly Required[],
  defaults: { [Name in keyof Fields]?: z.output<Fields[Name]> } = {},
) {
  const createShape: FieldShape = {};
  const updateShape: FieldShape = {};
  for (const [name, field] of Object.entries(fields)) {
    const isRequired = (required as readonly string[]).includes(name);
    createShape[name] = isRequired ? field : field.default(defaults[name] ?? null);
    updateShape[name] = isRequired ? field : field.optional();
  }
  return {
    createBody: z.object(createShape) as unknown as z.ZodObject<{
      [Name in keyof Fields]: Name extends Required ? Fields[Name] : z.ZodDefault<Fields[Name]>;
    }>,
    updateBody: z.object(updateShape) as unknown as z.ZodObject<{
      [Name in keyof Fields]: Name extends Required ? Fields[Name] : z.ZodOptional<Fields[Name]>;
    }>,
  };
}
