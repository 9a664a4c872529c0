import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import type { BaseServiceConfig } from '../config/load-config.js';
import { loadConfig } from '../config/load-config.js';
import { createServiceApp } from '../http/bootstrap-service.js';
import type { ServiceDefinition } from '../service-definition.js';
import { startEventDelivery, type EventDelivery } from './event-delivery.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { createTestQueuePrefix, type TestQueuePrefix } from './test-queue-prefix.js';

export const TEST_INTERNAL_TOKEN = 'test-internal-token';

export interface CallOptions {
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** false: send no internal token. */
  token?: string | false;
}

export interface CallResult<T = unknown> {
  statusCode: number;
  headers: Record<string, unknown>;
  body: T;
  rawBody: Buffer;
}

export interface TestService<C extends BaseServiceConfig> {
  app: NestFastifyApplication;
  config: C;
  database: TestDatabase;
  queue: TestQueuePrefix;
  call<T = any>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options?: CallOptions,
  ): Promise<CallResult<T>>;
  /** Reads or writes the service's database directly, as the service's own connection does. */
  query<T = any>(sql: string, parameters?: unknown[]): Promise<T[]>;
  /** Puts events on the service's queues as the outbox relay would (queues open on first use). */
  events: EventDelivery;
  close(): Promise<void>;
}

/** A started service, or a test kit holding one as `service`, as a shared suite starts it. */
export type StartedService =
  ServiceUnderTest | { service: ServiceUnderTest; close(): Promise<void> };
type ServiceUnderTest = Pick<TestService<never>, 'app' | 'call' | 'database' | 'close'>;

export const serviceOf = (started: StartedService): ServiceUnderTest =>
  'service' in started ? started.service : started;

/**
 * One running service per test file, on its own database and queue prefix, answering through
 * fastify's inject (no port), with `events` to feed its event workers. `close()` ends every
 * connection and drops the database.
 */
export async function startTestService<C extends BaseServiceConfig>(
  definition: ServiceDefinition<C>,
  env: Record<string, string> = {},
): Promise<TestService<C>> {
  const database = await createTestDatabase(`silkway_test_${definition.name}`);
  const queue = createTestQueuePrefix();
  const config = loadConfig(definition.configSchema, {
    REDIS_URL: process.env.REDIS_URL,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    OUTBOX_POLL_MS: '200',
    ...env,
    DATABASE_URL: database.url,
    QUEUE_PREFIX: queue.prefix,
    INTERNAL_TOKEN: TEST_INTERNAL_TOKEN,
  });
  const app = await createServiceApp(definition.module(config), {
    name: definition.name,
    config,
  }).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  const events = startEventDelivery(config);
  return {
    app,
    config,
    database,
    queue,
    events,
    async call(method, url, { body, query, headers = {}, token = TEST_INTERNAL_TOKEN } = {}) {
      const response = await app.inject({
        method,
        url,
        ...(query ? { query } : {}),
        headers: { ...(token ? { 'x-internal-token': token } : {}), ...headers },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
      return {
        statusCode: response.statusCode,
        headers: response.headers,
        body: isJson ? response.json() : response.body,
        rawBody: response.rawPayload,
      } as CallResult<never>;
    },
    query: (sql, parameters = []) => app.get(DataSource).query(sql, parameters),
    async close() {
      await events.close();
      await app.close();
      await Promise.all([database.drop(), queue.clear()]);
    },
  };
}
