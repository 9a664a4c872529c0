import en from '@silkway/i18n/locales/en/refusals.json' with { type: 'json' };
import ru from '@silkway/i18n/locales/ru/refusals.json' with { type: 'json' };
import tj from '@silkway/i18n/locales/tj/refusals.json' with { type: 'json' };
import zh from '@silkway/i18n/locales/zh/refusals.json' with { type: 'json' };
import pg from 'pg';
import {
  constraintRefusalKey,
  databaseRefusalFallbacks,
  type DatabaseRefusalKind,
} from '../http/database-refusal.js';
import { serviceOf, type StartedService } from './test-service.js';

const textsByLanguage: Record<string, Record<string, string>> = { ru, tj, en, zh };

/**
 * Every constraint of `schema` a statement can break, read from pg_catalog: foreign keys (refused
 * both ways while a delete is restricted, only as "missing" when it cascades or sets null), primary
 * keys, unique constraints and unique indexes, checks and exclusions.
 */
const CONSTRAINTS_SQL = `
  SELECT c.conname AS name, 'referenceMissing' AS kind
    FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
   WHERE n.nspname = $1 AND c.contype = 'f'
  UNION ALL
  SELECT c.conname, 'referenceInUse'
    FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
   WHERE n.nspname = $1 AND c.contype = 'f' AND c.confdeltype IN ('a', 'r')
  UNION ALL
  SELECT c.conname, CASE c.contype WHEN 'c' THEN 'check' WHEN 'x' THEN 'exclusion' ELSE 'unique' END
    FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
   WHERE n.nspname = $1 AND c.contype IN ('p', 'u', 'c', 'x')
  UNION ALL
  SELECT i.relname, 'unique'
    FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_namespace n ON n.oid = i.relnamespace
   WHERE n.nspname = $1 AND x.indisunique
     AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid AND c.contype IN ('p', 'u', 'x'))
  ORDER BY 1, 2`;

/** The refusal key of each constraint of `schema` in the database at `databaseUrl`. */
export async function constraintRefusalKeys(
  databaseUrl: string,
  schema: string,
): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; kind: DatabaseRefusalKind }>(
      CONSTRAINTS_SQL,
      [schema],
    );
    return rows.map(({ name, kind }) => constraintRefusalKey(schema, name, kind));
  } finally {
    await client.end();
  }
}

/**
 * `language: key` for each constraint of `schema` (and each fallback) without its refusal text in
 * one of the four languages: empty when every database error there is answered in words.
 */
async function constraintsWithoutRefusalText(
  databaseUrl: string,
  schema: string,
): Promise<string[]> {
  const keys = [...(await constraintRefusalKeys(databaseUrl, schema)), ...databaseRefusalFallbacks];
  return Object.entries(textsByLanguage).flatMap(([language, texts]) =>
    keys.filter((key) => !texts[key]?.trim()).map((key) => `${language}: ${key}`),
  );
}

/**
 * The suite every service runs on its schema (named as the service): each constraint has its
 * refusal text in all four languages, so no database error answers 500. `start` brings the service
 * up as its other tests do, which runs its migrations.
 */
export function describeConstraintRefusals(
  schema: string,
  start: () => Promise<StartedService>,
): void {
  describe(`${schema} service: every constraint of its schema`, () => {
    let started: StartedService | undefined;
    let databaseUrl = '';
    beforeAll(async () => {
      started = await start();
      databaseUrl = serviceOf(started).database.url;
    });
    afterAll(() => started?.close());

    it('has its refusal text in all four languages, so no database error answers 500', async () => {
      expect(await constraintsWithoutRefusalText(databaseUrl, schema)).toEqual([]);
    });
  });
}
