import QueryStream from 'pg-query-stream';
import type { DataSource } from 'typeorm';

/**
 * The rows of `sql` through a server-side cursor, `batchSize` at a time, so a result of any size
 * is never held in memory. The connection goes back to the pool when the caller stops reading.
 */
export async function* streamRows<Row>(
  dataSource: DataSource,
  sql: string,
  parameters: unknown[] = [],
  batchSize = 500,
): AsyncGenerator<Row> {
  const runner = dataSource.createQueryRunner('slave');
  try {
    const client = (await runner.connect()) as { query(stream: QueryStream): QueryStream };
    const stream = client.query(new QueryStream(sql, parameters, { batchSize }));
    try {
      for await (const row of stream) yield row as Row;
    } finally {
      stream.destroy();
    }
  } finally {
    await runner.release();
  }
}
