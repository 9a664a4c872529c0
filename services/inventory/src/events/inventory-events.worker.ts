import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IdempotentEventWorker, redisConnectionOptions, SERVICE_CONFIG } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import type { InventoryConfig } from '../config.js';
import { ReduceStockWhenReduceRequestedHandler } from './reduce-stock-when-reduce-requested/reduce-stock-when-reduce-requested.handler.js';

/** Consumes the `inventory` queue: stock reductions the orders service asks for. */
@Injectable()
export class InventoryEventsWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly worker: IdempotentEventWorker;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    @Inject(SERVICE_CONFIG) config: InventoryConfig,
    reduceStock: ReduceStockWhenReduceRequestedHandler,
  ) {
    this.worker = new IdempotentEventWorker({
      consumer: 'inventory',
      dataSource,
      connection: redisConnectionOptions(config.REDIS_URL),
      queuePrefix: config.QUEUE_PREFIX,
      logger: new Logger('InventoryEventsWorker'),
      effects: { 'stock.reduce-requested': (manager, event) => reduceStock.handle(manager, event) },
    });
  }

  onApplicationBootstrap() {
    this.worker.start();
  }

  onApplicationShutdown() {
    return this.worker.close();
  }
}
