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

/**
 * An alternative PostgreSQL expects to match at most this many rows reads all its matches through
 * its own index and sorts them, rather than walking the newest rows until the page is full. Both
 * are quick when matches are spread over time; when they are bunched (codes of one day, say, or
 * the newest rows all unlike the text), the walk reads far, while reading the matches never costs
 * more than their number.
 */
export const SORTED_MATCHES_LIMIT = 5000;

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
  const matchesOf = (match: string) =>
    `SELECT ${alias}.id, ${alias}.created_at FROM ${from} ${where(match)}`;
  return {
    scan,
    page: `${scan} ${newestFirst} LIMIT ${limit} OFFSET ${offset}`,
    /** Planned only (EXPLAIN): each alternative's estimated matches, in order. */
    matchesOfEach: matches.map(matchesOf).join(' UNION ALL '),
    branches: matches
      .map(
        (match, index) =>
          `SELECT ${index} AS branch, id, created_at FROM (${matchesOf(match)} LIMIT ${EXACT_COUNT_LIMIT + 1}) b${index}`,
      )
      .join(' UNION ALL '),
    /** `estimates`: each alternative's expected matches; the ones under SORTED_MATCHES_LIMIT are read whole, then sorted. */
    newestOfEach(estimates: readonly number[] = []) {
      const readWhole = (index: number) => (estimates[index] ?? Infinity) <= SORTED_MATCHES_LIMIT;
      // MATERIALIZED: planned apart from the ORDER BY … LIMIT, so on the alternative's own index.
      const wholeMatches = matches.flatMap((match, index) =>
        readWhole(index) ? [`m${index} AS MATERIALIZED (${matchesOf(match)})`] : [],
      );
      const newestMatches = matches.map((match, index) => {
        const source = readWhole(index)
          ? `SELECT ${alias}.id, ${alias}.created_at FROM m${index} ${alias}`
          : matchesOf(match);
        return `SELECT id, created_at FROM (${source} ${newestFirst} LIMIT ${offset + limit}) b${index}`;
      });
      const withClause = wholeMatches.length > 0 ? `WITH ${wholeMatches.join(', ')} ` : '';
      return `${withClause}SELECT id FROM (${newestMatches.join(' UNION ')}) ${alias} ${newestFirst} LIMIT ${limit} OFFSET ${offset}`;
    },
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

  const estimates = await matchEstimates(dataSource, search, statements.matchesOfEach);
  const newestOfEach = () =>
    newestMatchIds(dataSource, statements.newestOfEach(estimates), parameters);
  const estimate = estimates.reduce((sum, matches) => sum + matches, 0);
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
  const statements = newestFirstStatements(search, limit, offset);
  const estimates = await matchEstimates(dataSource, search, statements.matchesOfEach);
  return newestMatchIds(dataSource, statements.newestOfEach(estimates), search.parameters);
}

async function newestMatchIds(
  dataSource: DataSource,
  newestOfEach: string,
  parameters: unknown[],
): Promise<number[]> {
  const rows: Array<{ id: number }> = await dataSource.query(newestOfEach, parameters);
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

interface PlanNode {
  'Node Type': string;
  'Plan Rows': number;
  Plans?: PlanNode[];
}

/** The planner's row estimate (statistics of the last ANALYZE; no rows are read). */
async function estimatedCount(
  dataSource: DataSource,
  scan: string,
  parameters: unknown[],
): Promise<number> {
  return Math.round((await planOf(dataSource, scan, parameters))?.['Plan Rows'] ?? 0);
}

/**
 * Each alternative's estimated matches, from one plan of them all (an Append of one scan each);
 * none when the plan has another shape, and then every alternative walks the newest rows.
 */
async function matchEstimates(
  dataSource: DataSource,
  { matches, parameters }: NewestFirstSearch,
  matchesOfEach: string,
): Promise<number[]> {
  const plan = await planOf(dataSource, matchesOfEach, parameters);
  if (!plan) return [];
  const scans = plan['Node Type'] === 'Append' ? (plan.Plans ?? []) : [plan];
  if (scans.length !== matches.length) return [];
  return scans.map((scan) => Math.round(scan['Plan Rows']));
}

async function planOf(
  dataSource: DataSource,
  sql: string,
  parameters: unknown[],
): Promise<PlanNode | undefined> {
  const [row]: Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }> = await dataSource.query(
    `EXPLAIN (FORMAT JSON) ${sql}`,
    parameters,
  );
  return row?.['QUERY PLAN'][0]?.Plan;
}
