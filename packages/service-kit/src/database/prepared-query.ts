import type pg from 'pg';
import type { DataSource } from 'typeorm';

/** A statement run as a named prepared statement: PostgreSQL parses and plans it once per connection. */
export interface PreparedStatement {
  /** Unique in the service: each connection keeps one prepared statement per name. */
  name: string;
  text: string;
}

/**
 * Runs a prepared statement straight on the data source's pg pool, for the hottest reads (the
 * client portal's tracking lookup): no parse and plan per call, and none of TypeORM's
 * query-runner work around one statement. Rows come back as pg parses them, as with `query`.
 */
export async function queryPrepared<Row>(
  dataSource: DataSource,
  { name, text }: PreparedStatement,
  values: unknown[],
): Promise<Row[]> {
  const pool = (dataSource.driver as unknown as { master: pg.Pool }).master;
  const { rows } = await pool.query<Row & pg.QueryResultRow>({ name, text, values });
  return rows;
}
