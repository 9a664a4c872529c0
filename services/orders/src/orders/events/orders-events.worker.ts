import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IdempotentEventWorker, redisConnectionOptions, SERVICE_CONFIG } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import { RecordHistoryWhenItemChangedHandler } from '../../change-history/record-history-when-item-changed.handler.js';
import type { OrdersConfig } from '../../config.js';
import { MarkItemWhenStockAnsweredHandler } from '../../items/stock/mark-item-when-stock-answered.handler.js';

/** Consumes the `orders` queue: item changes for the history, and the inventory's stock answers. */
@Injectable()
export class OrdersEventsWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly worker: IdempotentEventWorker;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    @Inject(SERVICE_CONFIG) config: OrdersConfig,
    recordHistory: RecordHistoryWhenItemChangedHandler,
    markItem: MarkItemWhenStockAnsweredHandler,
  ) {
    this.worker = new IdempotentEventWorker({
      consumer: 'orders',
      dataSource,
      connection: redisConnectionOptions(config.REDIS_URL),
      queuePrefix: config.QUEUE_PREFIX,
      logger: new Logger('OrdersEventsWorker'),
      effects: {
        'order-item.changed': (manager, event) => recordHistory.handle(manager, event),
        'stock.reduced': (manager, event) => markItem.whenReduced(manager, event),
        'stock.reduce-rejected': (manager, event) => markItem.whenRejected(manager, event),
      },
    });
  }

  onApplicationBootstrap() {
    this.worker.start();
  }

  onApplicationShutdown() {
    return this.worker.close();
  }
}
