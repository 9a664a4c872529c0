import { HttpStatus } from '@nestjs/common';
import ru from '@silkway/i18n/locales/ru/refusals.json' with { type: 'json' };
import { Refusal, type RefusalKey } from './refusal.js';

/** What PostgreSQL says of a statement it refused (pg's DatabaseError, copied onto TypeORM's QueryFailedError). */
interface DatabaseError {
  code: string;
  schema?: string;
  constraint?: string;
  message?: string;
  /** The statement, on TypeORM's QueryFailedError. */
  query?: string;
}

/** Kinds of database refusal a request can meet, each with its answer and the text for an unnamed constraint. */
const kinds = {
  referenceInUse: { status: HttpStatus.CONFLICT, fallback: 'dbReferenceInUse' },
  referenceMissing: { status: HttpStatus.CONFLICT, fallback: 'dbReferenceMissing' },
  unique: { status: HttpStatus.CONFLICT, fallback: 'dbUnique' },
  check: { status: HttpStatus.CONFLICT, fallback: 'dbCheck' },
  exclusion: { status: HttpStatus.CONFLICT, fallback: 'dbExclusion' },
  notNull: { status: HttpStatus.BAD_REQUEST, fallback: 'dbNotNull' },
  invalidData: { status: HttpStatus.BAD_REQUEST, fallback: 'dbInvalidData' },
} as const;

export type DatabaseRefusalKind = keyof typeof kinds;

/** The texts for a constraint without its own (or an error naming none). */
export const databaseRefusalFallbacks = Object.values(kinds).map((kind) => kind.fallback);

/**
 * The refusal text of one constraint of one schema: `db.<schema>.<constraint>`, and for a foreign key
 * one per direction (`.inUse`: the named row is being deleted; `.missing`: the row to name is gone).
 */
export function constraintRefusalKey(
  schema: string,
  constraint: string,
  kind: DatabaseRefusalKind,
): string {
  const base = `db.${schema}.${constraint}`;
  if (kind === 'referenceInUse') return `${base}.inUse`;
  if (kind === 'referenceMissing') return `${base}.missing`;
  return base;
}

/**
 * A database error a request triggered, as the refusal to answer with (409 or 400 and its text,
 * by constraint where one is named), or undefined for anything else. The safety net: handlers lock
 * or check what they name, so these are races and gaps, never the plan.
 */
export function databaseRefusal(error: unknown): Refusal | undefined {
  if (!isDatabaseError(error)) return undefined;
  const kind = kindOf(error);
  if (!kind) return undefined;
  const named =
    error.schema && error.constraint
      ? constraintRefusalKey(error.schema, error.constraint, kind)
      : undefined;
  const key = named !== undefined && named in ru ? named : kinds[kind].fallback;
  return new Refusal(kinds[kind].status, key as RefusalKey);
}

function isDatabaseError(error: unknown): error is DatabaseError {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code);
}

function kindOf({ code, query, message }: DatabaseError): DatabaseRefusalKind | undefined {
  if (code.startsWith('22')) return 'invalidData';
  switch (code) {
    case '23503':
      // PostgreSQL names the same constraint both ways; the statement (or its English message) tells which.
      return /^\s*delete\b/i.test(query ?? '') || /^update or delete on table/.test(message ?? '')
        ? 'referenceInUse'
        : 'referenceMissing';
    case '23505':
      return 'unique';
    case '23514':
      return 'check';
    case '23P01':
      return 'exclusion';
    case '23502':
      return 'notNull';
    default:
      return undefined;
  }
}
