import { Module } from '@nestjs/common';
import { ChangeHistoryModule } from '../change-history/change-history.module.js';
import { ItemsModule } from '../items/items.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { PortalModule } from '../portal/portal.module.js';
import { TrucksModule } from '../trucks/trucks.module.js';
import { WarehousesModule } from '../warehouses/warehouses.module.js';
import { OrdersEventsWorker } from './orders-events.worker.js';

/** The consumer of the `orders` queue, over the features whose handlers it calls. */
@Module({
  imports: [
    ChangeHistoryModule,
    ItemsModule,
    TrucksModule,
    WarehousesModule,
    PortalModule,
    PaymentsModule,
  ],
  providers: [OrdersEventsWorker],
})
export class EventsModule {}
