import pg from 'pg';

/** The stack's own database, passed by `npm test`; tests that read stored rows skip without it. */
export const stackDatabaseUrl = process.env.E2E_DATABASE_URL;

/** Runs one query against the stack's database and answers its rows. */
export async function queryStackDatabase<Row extends object>(
  sql: string,
  parameters: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: stackDatabaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(sql, parameters)).rows;
  } finally {
    await client.end();
  }
}
