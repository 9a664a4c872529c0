import { Injectable } from '@nestjs/common';
import { eventsWorkerOf } from '@silkway/service-kit';
import { RecordHistoryWhenItemChangedHandler } from '../change-history/record-history-when-item-changed.handler.js';
import { LetGoOfLineWhenStockLineRemovedHandler } from '../items/stock/let-go-of-line-when-stock-line-removed.handler.js';
import { MarkItemWhenStockAnsweredHandler } from '../items/stock/mark-item-when-stock-answered.handler.js';
import { IssueLinkWhenSignInRequestedHandler } from '../portal/request-sign-in/issue-link-when-sign-in-requested.handler.js';
import { RecordTruckWhenTruckChangedHandler } from '../trucks/record-truck-when-truck-changed.handler.js';
import { UseAdvanceWhenItemOwesHandler } from '../payments/use-advance-when-item-owes.handler.js';
import { LetGoOfWarehouseWhenWarehouseRemovedHandler } from '../warehouses/let-go-of-warehouse-when-warehouse-removed.handler.js';

/**
 * Consumes the `orders` queue: item changes for the history and the clients' advances, the
 * inventory's stock answers, deleted stock lines and warehouses and its trucks, and clients' requests for sign-in links.
 */
@Injectable()
export class OrdersEventsWorker extends eventsWorkerOf(
  'orders',
  [
    RecordHistoryWhenItemChangedHandler,
    MarkItemWhenStockAnsweredHandler,
    RecordTruckWhenTruckChangedHandler,
    IssueLinkWhenSignInRequestedHandler,
    UseAdvanceWhenItemOwesHandler,
    LetGoOfLineWhenStockLineRemovedHandler,
    LetGoOfWarehouseWhenWarehouseRemovedHandler,
  ],
  (
    recordHistory,
    markItem,
    recordTruck,
    issueSignInLink,
    useAdvance,
    letGoOfLine,
    letGoOfWarehouse,
  ) => ({
    'order-item.changed': {
      // The advance first: it locks the client before its items, as every ledger write does; the
      // history's inserts would otherwise hold the items (foreign keys) before the client.
      batch: async (manager, events) => {
        await useAdvance.handle(manager, events);
        await recordHistory.handle(manager, events);
      },
    },
    'stock.reduced': { batch: (manager, events) => markItem.handle(manager, events) },
    'stock.reduce-rejected': { batch: (manager, events) => markItem.handle(manager, events) },
    'stock-line.removed': { batch: (manager, events) => letGoOfLine.handle(manager, events) },
    'warehouse.removed': (manager, event) => letGoOfWarehouse.handle(manager, event),
    'truck.upserted': (manager, event) => recordTruck.whenUpserted(manager, event),
    'truck.removed': (manager, event) => recordTruck.whenRemoved(manager, event),
    'portal.sign-in-requested': (manager, event) => issueSignInLink.handle(manager, event),
  }),
) {}
