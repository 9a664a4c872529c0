import type pg from 'pg';
import type { DataSource, QueryRunner } from 'typeorm';

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

/** The same on a query runner's own connection, inside its transaction (the outbox's INSERT before each COMMIT). */
export async function queryPreparedIn<Row>(
  runner: QueryRunner,
  { name, text }: PreparedStatement,
  values: unknown[],
): Promise<Row[]> {
  const client = (runner as unknown as { databaseConnection: pg.PoolClient }).databaseConnection;
  const { rows } = await client.query<Row & pg.QueryResultRow>({ name, text, values });
  return rows;
}
