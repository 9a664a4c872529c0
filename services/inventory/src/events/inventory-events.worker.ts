import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SERVICE_CONFIG, ServiceEventsWorker } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import type { InventoryConfig } from '../config.js';
import { ReduceStockWhenReduceRequestedHandler } from '../stock/reduce-stock-when-reduce-requested/reduce-stock-when-reduce-requested.handler.js';
import { ReturnStockWhenReturnRequestedHandler } from '../stock/return-stock-when-return-requested/return-stock-when-return-requested.handler.js';
import { TruckLoadsProjection } from '../truck-loads/truck-loads.projection.js';

/** Consumes the `inventory` queue: stock reductions and returns the orders service asks for, and order items for the truck loads. */
@Injectable()
export class InventoryEventsWorker extends ServiceEventsWorker {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    @Inject(SERVICE_CONFIG) config: InventoryConfig,
    reduceStock: ReduceStockWhenReduceRequestedHandler,
    returnStock: ReturnStockWhenReturnRequestedHandler,
    truckLoads: TruckLoadsProjection,
  ) {
    super('inventory', dataSource, config, {
      'stock.reduce-requested': { batch: (manager, events) => reduceStock.handle(manager, events) },
      'stock.return-requested': { batch: (manager, events) => returnStock.handle(manager, events) },
      'order-item.upserted': {
        batch: (manager, events) => truckLoads.whenItemsUpserted(manager, events),
      },
      'order-item.deleted': (manager, event) => truckLoads.whenItemDeleted(manager, event),
    });
  }
}
