import type { DataSource } from 'typeorm';

/**
 * Beyond this many matches a list stops counting exactly (docs/product-decisions.md, "Search on
 * indexes"): its total is PostgreSQL's estimate, flagged as such.
 */
export const EXACT_COUNT_LIMIT = 1000;

/** Rows of one table searched newest first (by created_at, then id). */
export interface NewestFirstSearch {
  /** `schema.table alias` */
  from: string;
  alias: string;
  /** Conditions every row must meet (status, counterparty), AND-ed. */
  filters: string[];
  /** Alternatives of the search, each answered by its own index; none: no search. */
  matches: string[];
  parameters: unknown[];
}

export interface NewestFirstPage {
  ids: number[];
  total: number;
  /** The total is an estimate (more than EXACT_COUNT_LIMIT matches). */
  estimated: boolean;
}

interface Candidate {
  branch: number;
  id: number;
  created_at: Date;
}

/** The statements of a search (exported for the tests that check their plans use indexes). */
export function newestFirstStatements(
  { from, alias, filters, matches }: NewestFirstSearch,
  limit: number,
  offset: number,
) {
  const where = (...more: string[]) => {
    const all = [...filters, ...more];
    return all.length > 0 ? `WHERE ${all.join(' AND ')}` : '';
  };
  const newestFirst = `ORDER BY ${alias}.created_at DESC, ${alias}.id DESC`;
  const matching = matches.length > 0 ? `(${matches.join(' OR ')})` : 'true';
  const scan = `SELECT ${alias}.id FROM ${from} ${where(...(matches.length > 0 ? [matching] : []))}`;
  const branch = (match: string, index: number, columns: string, tail = '') =>
    `SELECT ${columns} FROM (SELECT ${alias}.id, ${alias}.created_at FROM ${from} ${where(match)} ${tail}) b${index}`;
  return {
    scan,
    page: `${scan} ${newestFirst} LIMIT ${limit} OFFSET ${offset}`,
    branches: matches
      .map((match, index) =>
        branch(
          match,
          index,
          `${index} AS branch, id, created_at`,
          `LIMIT ${EXACT_COUNT_LIMIT + 1}`,
        ),
      )
      .join(' UNION ALL '),
    newestOfEach: `SELECT id FROM (${matches
      .map((match, index) =>
        branch(match, index, 'id, created_at', `${newestFirst} LIMIT ${offset + limit}`),
      )
      .join(' UNION ')}) ${alias} ${newestFirst} LIMIT ${limit} OFFSET ${offset}`,
  };
}

/**
 * The ids of one page, newest first, and how many match, reading indexes only so far as the
 * answer needs. Each alternative of a search reads its own index: one OR over them would walk the
 * newest-first index until the page is full, however few of the newest rows match.
 * - A search PostgreSQL expects to match many takes each alternative's newest matches (up to the
 *   end of the page) and the newest of them all; a full page ends there, with the estimate as total.
 * - Otherwise, or when that page is not full, each alternative reads at most EXACT_COUNT_LIMIT + 1
 *   matches; they are sorted here and counted exactly, unless one has more (estimate again).
 */
export async function newestFirstPage(
  dataSource: DataSource,
  search: NewestFirstSearch,
  limit: number,
  offset: number,
): Promise<NewestFirstPage> {
  const { matches, parameters } = search;
  const statements = newestFirstStatements(search, limit, offset);
  const { scan } = statements;
  const page = async () =>
    (await dataSource.query(statements.page, parameters)).map((row: { id: number }) => row.id);

  if (matches.length === 0) {
    const [ids, total] = await Promise.all([page(), cappedCount(dataSource, scan, parameters)]);
    if (total <= EXACT_COUNT_LIMIT) return { ids, total, estimated: false };
    return {
      ids,
      total: Math.max(total, await estimatedCount(dataSource, scan, parameters)),
      estimated: true,
    };
  }

  const newestOfEach = () => newestMatches(dataSource, search, limit, offset);
  const estimate = await estimatedCount(dataSource, scan, parameters);
  if (estimate > EXACT_COUNT_LIMIT) {
    const ids = await newestOfEach();
    if (ids.length === limit)
      return { ids, total: Math.max(estimate, offset + limit), estimated: true };
  }

  const candidates: Candidate[] = await dataSource.query(statements.branches, parameters);
  const perBranch = new Map<number, number>();
  for (const { branch } of candidates) perBranch.set(branch, (perBranch.get(branch) ?? 0) + 1);
  if ([...perBranch.values()].some((count) => count > EXACT_COUNT_LIMIT))
    return {
      ids: await newestOfEach(),
      total: Math.max(estimate, EXACT_COUNT_LIMIT + 1),
      estimated: true,
    };
  const unique = [...new Map(candidates.map((candidate) => [candidate.id, candidate])).values()];
  unique.sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id);
  return {
    ids: unique.slice(offset, offset + limit).map((match) => match.id),
    total: unique.length,
    estimated: false,
  };
}

/**
 * The ids of one page of a search's matches, newest first, uncounted: each alternative's newest
 * matches through its own index, the newest of them all kept.
 */
export async function newestMatches(
  dataSource: DataSource,
  search: NewestFirstSearch,
  limit: number,
  offset: number,
): Promise<number[]> {
  const rows: Array<{ id: number }> = await dataSource.query(
    newestFirstStatements(search, limit, offset).newestOfEach,
    search.parameters,
  );
  return rows.map((row) => row.id);
}

async function cappedCount(
  dataSource: DataSource,
  scan: string,
  parameters: unknown[],
): Promise<number> {
  const [row]: Array<{ count: number }> = await dataSource.query(
    `SELECT count(*)::int AS count FROM (${scan} LIMIT ${EXACT_COUNT_LIMIT + 1}) capped`,
    parameters,
  );
  return row?.count ?? 0;
}

/** The planner's row estimate (statistics of the last ANALYZE; no rows are read). */
async function estimatedCount(
  dataSource: DataSource,
  scan: string,
  parameters: unknown[],
): Promise<number> {
  const [row]: Array<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }> =
    await dataSource.query(`EXPLAIN (FORMAT JSON) ${scan}`, parameters);
  return Math.round(row?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
}
