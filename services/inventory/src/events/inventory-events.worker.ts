import { Injectable } from '@nestjs/common';
import { eventsWorkerOf } from '@silkway/service-kit';
import { ReduceStockWhenReduceRequestedHandler } from '../stock/reduce-stock-when-reduce-requested/reduce-stock-when-reduce-requested.handler.js';
import { ReturnStockWhenReturnRequestedHandler } from '../stock/return-stock-when-return-requested/return-stock-when-return-requested.handler.js';
import { TruckLoadsProjection } from '../truck-loads/truck-loads.projection.js';

/** Consumes the `inventory` queue: stock reductions and returns the orders service asks for, and order items for the truck loads. */
@Injectable()
export class InventoryEventsWorker extends eventsWorkerOf(
  'inventory',
  [
    ReduceStockWhenReduceRequestedHandler,
    ReturnStockWhenReturnRequestedHandler,
    TruckLoadsProjection,
  ],
  (reduceStock, returnStock, truckLoads) => ({
    'stock.reduce-requested': { batch: (manager, events) => reduceStock.handle(manager, events) },
    'stock.return-requested': { batch: (manager, events) => returnStock.handle(manager, events) },
    'order-item.upserted': {
      batch: (manager, events) => truckLoads.whenItemsUpserted(manager, events),
    },
    'order-item.deleted': (manager, event) => truckLoads.whenItemDeleted(manager, event),
  }),
) {}
