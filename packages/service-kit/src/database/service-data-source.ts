import { DataSource, type DataSourceOptions, type MixedList, type EntitySchema } from 'typeorm';
import { ensureDatabase, ensureSchema, setAsideHandWrittenMigrations } from './ensure-database.js';

export interface ServiceDataSourceOptions {
  url: string;
  /** The service's own PostgreSQL schema; no service reads another's tables. */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  poolSize: number;
}

export function serviceDataSourceOptions({
  url,
  schema,
  entities,
  migrations,
  poolSize,
}: ServiceDataSourceOptions): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    schema,
    entities,
    migrations,
    synchronize: false,
    migrationsRun: true,
    migrationsTransactionMode: 'all',
    migrationsTableName: 'migrations',
    // numeric columns come back as strings; bigint counts too: entities convert explicitly.
    // No JIT: compiling cost the orders export ~1.8 s of its 100,000-row statement, and the short
    // statements services run never gain from it.
    // A call that waits this long for a free connection fails (503) rather than waiting forever.
    extra: { max: poolSize, connectionTimeoutMillis: 10_000, options: '-c jit=off' },
  };
}

/**
 * Creates the database and schema when missing, sets aside a hand-written runner's migrations table,
 * then connects and runs pending migrations in one transaction.
 */
export async function openServiceDataSource(
  options: DataSourceOptions & { url: string; schema: string },
): Promise<DataSource> {
  await ensureDatabase(options.url);
  await ensureSchema(options.url, options.schema);
  await setAsideHandWrittenMigrations(options.url, options.schema);
  return new DataSource(options).initialize();
}
