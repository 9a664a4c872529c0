import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SERVICE_CONFIG, ServiceEventsWorker } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import { RecordHistoryWhenItemChangedHandler } from '../change-history/record-history-when-item-changed.handler.js';
import type { OrdersConfig } from '../config.js';
import { MarkItemWhenStockAnsweredHandler } from '../items/stock/mark-item-when-stock-answered.handler.js';
import { IssueLinkWhenSignInRequestedHandler } from '../portal/request-sign-in/issue-link-when-sign-in-requested.handler.js';
import { RecordTruckWhenTruckChangedHandler } from '../trucks/record-truck-when-truck-changed.handler.js';

/**
 * Consumes the `orders` queue: item changes for the history, the inventory's stock answers and its
 * trucks, and clients' requests for sign-in links.
 */
@Injectable()
export class OrdersEventsWorker extends ServiceEventsWorker {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    @Inject(SERVICE_CONFIG) config: OrdersConfig,
    recordHistory: RecordHistoryWhenItemChangedHandler,
    markItem: MarkItemWhenStockAnsweredHandler,
    recordTruck: RecordTruckWhenTruckChangedHandler,
    issueSignInLink: IssueLinkWhenSignInRequestedHandler,
  ) {
    super('orders', dataSource, config, {
      'order-item.changed': { batch: (manager, events) => recordHistory.handle(manager, events) },
      'stock.reduced': { batch: (manager, events) => markItem.handle(manager, events) },
      'stock.reduce-rejected': { batch: (manager, events) => markItem.handle(manager, events) },
      'truck.upserted': (manager, event) => recordTruck.whenUpserted(manager, event),
      'truck.removed': (manager, event) => recordTruck.whenRemoved(manager, event),
      'portal.sign-in-requested': (manager, event) => issueSignInLink.handle(manager, event),
    });
  }
}
