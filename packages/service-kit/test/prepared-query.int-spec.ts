import { createTestDatabase, type TestDatabase } from '../src/testing/test-database.js';
import { queryPrepared } from '../src/database/prepared-query.js';
import {
  openServiceDataSource,
  serviceDataSourceOptions,
} from '../src/database/service-data-source.js';
import type { DataSource } from 'typeorm';

describe('queryPrepared', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase('silkway_test_prepared');
    const options = serviceDataSourceOptions({
      url: database.url,
      schema: 'prepared',
      entities: [],
      migrations: [],
      poolSize: 1,
    });
    dataSource = await openServiceDataSource({ ...options, url: database.url, schema: 'prepared' });
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('prepares the statement once on its connection and answers its rows as pg parses them', async () => {
    const statement = {
      name: 'prepared-probe',
      text: 'SELECT $1::int + 1 AS next, now() AS at, (SELECT count(*)::int FROM pg_prepared_statements WHERE name = $2) AS prepared',
    };
    const [first] = await queryPrepared<{ next: number; at: Date; prepared: number }>(
      dataSource,
      statement,
      [41, statement.name],
    );
    expect(first).toEqual({ next: 42, at: expect.any(Date), prepared: 1 });
    // The one connection of the pool still holds it, under its name.
    const [named] = await dataSource.query(
      'SELECT statement FROM pg_prepared_statements WHERE name = $1',
      [statement.name],
    );
    expect(named.statement).toBe(statement.text);
  });
});
