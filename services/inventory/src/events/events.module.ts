import { Module } from '@nestjs/common';
import { StockModule } from '../stock/stock.module.js';
import { TruckLoadsModule } from '../truck-loads/truck-loads.module.js';
import { InventoryEventsWorker } from './inventory-events.worker.js';

/** The consumer of the `inventory` queue, over the features whose handlers it calls. */
@Module({
  imports: [StockModule, TruckLoadsModule],
  providers: [InventoryEventsWorker],
})
export class EventsModule {}
