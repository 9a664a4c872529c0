import {
  type BeforeApplicationShutdown,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { BaseServiceConfig } from '../config/load-config.js';
import { redisConnectionOptions } from '../queues/redis-connection.js';
import { type EventEffects, IdempotentEventWorker } from './idempotent-event-worker.js';

/**
 * A service's consumer of its own queue as a Nest provider: started with the application, closed
 * before the connections (which Nest closes in onApplicationShutdown). A service subclasses it with
 * `@Injectable()`, injects its handlers and passes the effect of each event it consumes.
 */
export abstract class ServiceEventsWorker
  implements OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly worker: IdempotentEventWorker;

  protected constructor(
    consumer: string,
    dataSource: DataSource,
    config: BaseServiceConfig,
    effects: EventEffects,
  ) {
    this.worker = new IdempotentEventWorker({
      consumer,
      dataSource,
      connection: redisConnectionOptions(config.REDIS_URL),
      queuePrefix: config.QUEUE_PREFIX,
      logger: new Logger(new.target.name),
      effects,
      concurrency: config.EVENT_CONCURRENCY,
    });
  }

  onApplicationBootstrap() {
    this.worker.start();
  }

  beforeApplicationShutdown() {
    return this.worker.close();
  }
}
