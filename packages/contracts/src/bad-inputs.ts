import { z } from 'zod';

/**
 * Generated hostile values for the fields of a request schema: what an attacker or a broken client
 * sends. The contracts test checks that every schema refuses them or accepts only what PostgreSQL
 * can store; service tests send them to every call (service-kit's `sweepBadInputs`).
 */

export const BAD_VALUE_FAMILIES = [
  'nul',
  'lone-surrogate',
  'over-long',
  'huge-number',
  'negative-number',
  'wrong-type',
  'malformed-data-url',
  'traversal-name',
] as const;
export type BadValueFamily = (typeof BAD_VALUE_FAMILIES)[number];

export interface BadInput {
  /** The top-level field that carries the value. */
  field: string;
  family: BadValueFamily;
  value: unknown;
}

type Random = () => number;

/** A small seeded generator (mulberry32): the same seed gives the same inputs on every run. */
function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Random, values: readonly T[]): T =>
  values[Math.floor(random() * values.length)] as T;

const WORDS = ['заказ', 'order', '货物', 'Душанбе', 'A-17', '😀', ' ', 'x'];
const wordsOf = (random: Random) =>
  Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(random, WORDS)).join('');

const insertAt = (random: Random, text: string, inserted: string) => {
  const at = Math.floor(random() * (text.length + 1));
  return `${text.slice(0, at)}${inserted}${text.slice(at)}`;
};

const VALUE_MAKERS: Record<BadValueFamily, (random: Random) => unknown> = {
  nul: (random) => insertAt(random, wordsOf(random), '\u0000'),
  'lone-surrogate': (random) =>
    insertAt(
      random,
      wordsOf(random),
      pick(random, ['\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uDC00\uD800']),
    ),
  'over-long': (random) =>
    pick(random, ['я', 'x', '😀', 'Ab ']).repeat(
      pick(random, [201, 256, 501, 5001, 10_001, 600_000]),
    ),
  'huge-number': (random) =>
    pick(random, [
      2_147_483_648,
      -2_147_483_649,
      Number.MAX_SAFE_INTEGER + 2,
      '9007199254740993',
      1e21,
      1e300,
      Number.MAX_VALUE,
      '2147483648',
      '99999999999999999999',
      '1e400',
    ]),
  'negative-number': (random) => pick(random, [-1, -0.5, -2_147_483_648, '-1', '-0.01']),
  'wrong-type': (random) =>
    pick(random, [true, false, [], [1, 2], {}, { a: 1 }, 3.14, [{}], 'null']),
  'malformed-data-url': (random) =>
    pick(random, [
      'data:',
      'data:image/png;base64',
      'data:image/png;base64,@@@@',
      'data:;base64,',
      'data:text/html,<script>alert(1)</script>',
      'data:image/png;base64,iVBORw0KGgo\u0000',
      `data:image/png;base64,${'A'.repeat(1 + Math.floor(random() * 64))}`,
      `data:image/png;base64,${'%'.repeat(1000)}`,
    ]),
  'traversal-name': (random) =>
    pick(random, [
      '../../etc/passwd',
      '..\\..\\windows\\win.ini',
      '/etc/shadow',
      '....//....//x.pdf',
      '%2e%2e%2fetc%2fpasswd',
      'a/../../b.png',
      '..',
      '.',
      'x\u202Egnp.exe',
    ]),
};

/** The top-level fields of an object schema and their schemas, seen through defaults, pipes and refinements. */
export function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  const def = schema._zod.def as unknown as Record<string, unknown>;
  if (def.type === 'object') return (schema as z.ZodObject).shape;
  for (const inner of ['in', 'innerType', 'schema']) {
    if (def[inner]) return shapeOf(def[inner] as z.ZodType);
  }
  return {};
}

/**
 * `count` bad inputs for the fields of `schema` (at least one of each family per field), the same
 * ones for the same `seed`.
 */
export function generateBadInputs(schema: z.ZodType, { count = 200, seed = 8 } = {}): BadInput[] {
  const fields = Object.keys(shapeOf(schema));
  if (fields.length === 0) return [];
  const random = seededRandom(seed);
  const total = Math.max(count, fields.length * BAD_VALUE_FAMILIES.length);
  return Array.from({ length: total }, (_, index) => {
    const field = fields[index % fields.length] as string;
    const family = BAD_VALUE_FAMILIES[
      Math.floor(index / fields.length) % BAD_VALUE_FAMILIES.length
    ] as BadValueFamily;
    return { field, family, value: VALUE_MAKERS[family](random) };
  });
}
