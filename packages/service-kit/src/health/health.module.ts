import {
  type DynamicModule,
  Inject,
  Injectable,
  Module,
  type ModuleMetadata,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import type { BaseServiceConfig } from '../config/load-config.js';
import { SERVICE_CONFIG } from '../service-core.module.js';
import { HEALTH_CHECKS, type HealthCheck } from './health-check.js';
import { HealthController } from './health.http.js';

/** Its own Redis client, so a stuck queue connection cannot hide a healthy server or the reverse. */
@Injectable()
export class RedisHealthCheck implements HealthCheck, OnApplicationShutdown {
  readonly name = 'redis';
  private readonly client: Redis;

  constructor(@Inject(SERVICE_CONFIG) config: BaseServiceConfig) {
    this.client = new Redis(config.REDIS_URL, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
  }

  async check(): Promise<void> {
    if (this.client.status === 'wait' || this.client.status === 'end') await this.client.connect();
    await this.client.ping();
  }

  async onApplicationShutdown() {
    if (this.client.status !== 'end' && this.client.status !== 'wait') await this.client.quit();
  }
}

export interface HealthModuleOptions {
  /** Further dependencies, e.g. object storage for the files service. */
  imports?: ModuleMetadata['imports'];
  inject?: Array<string | symbol | Function>;
  extraChecks?: (...dependencies: never[]) => HealthCheck[];
}

/** GET /healthz: 200 `{ status: 'ok', checks }` when PostgreSQL, Redis (and extras) answer, else 503. */
@Module({})
export class HealthModule {
  static forRoot({
    imports = [],
    inject = [],
    extraChecks,
  }: HealthModuleOptions = {}): DynamicModule {
    return {
      module: HealthModule,
      imports,
      controllers: [HealthController],
      providers: [
        RedisHealthCheck,
        {
          provide: HEALTH_CHECKS,
          inject: [DataSource, RedisHealthCheck, ...inject],
          useFactory: (
            dataSource: DataSource,
            redis: RedisHealthCheck,
            ...dependencies: never[]
          ): HealthCheck[] => [
            { name: 'postgres', check: async () => void (await dataSource.query('SELECT 1')) },
            redis,
            ...(extraChecks?.(...dependencies) ?? []),
          ],
        },
      ],
    };
  }
}
