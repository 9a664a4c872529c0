import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AUDIT_EVENTS_BATCHED } from './audit/audit.js';
import type { BaseServiceConfig } from './config/load-config.js';
import {
  openServiceDataSource,
  serviceDataSourceOptions,
  type ServiceDataSourceOptions,
} from './database/service-data-source.js';
import { OUTBOX_MIGRATIONS } from './outbox/outbox-migrations.js';
import { OutboxMessage } from './outbox/outbox-message.entity.js';
import { OutboxRelay } from './outbox/outbox-relay.js';
import { ProcessedEvent } from './outbox/processed-event.entity.js';
import { StuckEventWork } from './outbox/stuck-event-work.js';
import { redisConnectionOptions } from './queues/redis-connection.js';

export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
export const SERVICE_SCHEMA = Symbol('SERVICE_SCHEMA');

export interface ServiceCoreOptions {
  config: BaseServiceConfig;
  schema: string;
  entities: ServiceDataSourceOptions['entities'];
  migrations: ServiceDataSourceOptions['migrations'];
}

/**
 * Starts the outbox relay with the application and stops it before the connections close: a
 * publish still running when TypeORM closed its pool failed with "Connection terminated".
 */
@Injectable()
export class OutboxRelayLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  readonly relay: OutboxRelay;

  constructor(
    dataSource: DataSource,
    @Inject(SERVICE_CONFIG) config: BaseServiceConfig,
    @Inject(SERVICE_SCHEMA) schema: string,
  ) {
    this.relay = new OutboxRelay({
      dataSource,
      schema,
      connection: redisConnectionOptions(config.REDIS_URL),
      queuePrefix: config.QUEUE_PREFIX,
      pollMs: config.OUTBOX_POLL_MS,
      redeliverAfterMs: config.OUTBOX_REDELIVER_MS,
      batched: AUDIT_EVENTS_BATCHED,
      logger: new Logger('OutboxRelay'),
    });
  }

  onApplicationBootstrap() {
    return this.relay.start();
  }

  beforeApplicationShutdown() {
    return this.relay.close();
  }
}

/** What /healthz reports about the service's events (undelivered outbox rows, failed jobs). */
@Injectable()
export class EventWorkLifecycle implements OnApplicationShutdown {
  readonly stuck: StuckEventWork;

  constructor(
    dataSource: DataSource,
    @Inject(SERVICE_CONFIG) config: BaseServiceConfig,
    @Inject(SERVICE_SCHEMA) schema: string,
  ) {
    this.stuck = new StuckEventWork({
      dataSource,
      schema,
      // Each service consumes the queue named after it, as its schema is.
      queue: schema,
      connection: redisConnectionOptions(config.REDIS_URL),
      queuePrefix: config.QUEUE_PREFIX,
      stuckAfterMs: config.OUTBOX_STUCK_MS,
    });
  }

  onApplicationShutdown() {
    return this.stuck.close();
  }
}

/**
 * What each service's root module imports once: configuration, its own schema (created and
 * migrated at start), CQRS buses and the outbox relay.
 */
@Global()
@Module({})
export class ServiceCoreModule {
  static forRoot({ config, schema, entities, migrations }: ServiceCoreOptions): DynamicModule {
    const allEntities = [
      ...(Array.isArray(entities) ? entities : Object.values(entities)),
      OutboxMessage,
      ProcessedEvent,
    ];
    const allMigrations = [
      ...OUTBOX_MIGRATIONS,
      ...(Array.isArray(migrations) ? migrations : Object.values(migrations)),
    ];
    return {
      module: ServiceCoreModule,
      imports: [
        CqrsModule.forRoot(),
        TypeOrmModule.forRootAsync({
          useFactory: () =>
            serviceDataSourceOptions({
              url: config.DATABASE_URL,
              schema,
              entities: allEntities,
              migrations: allMigrations,
              poolSize: config.DATABASE_POOL_SIZE,
            }),
          dataSourceFactory: (options) =>
            openServiceDataSource({ ...options!, url: config.DATABASE_URL, schema } as never),
        }),
      ],
      providers: [
        { provide: SERVICE_CONFIG, useValue: config },
        { provide: SERVICE_SCHEMA, useValue: schema },
        OutboxRelayLifecycle,
        EventWorkLifecycle,
      ],
      exports: [SERVICE_CONFIG, SERVICE_SCHEMA, OutboxRelayLifecycle, EventWorkLifecycle],
    };
  }
}
