import { Module } from '@nestjs/common';
import { ItemsModule } from '../items/items.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { TrackOrderHandler } from './track-order/track-order.handler.js';
import { TrackOrderController } from './track-order/track-order.http.js';

@Module({
  imports: [OrdersModule, ItemsModule],
  controllers: [TrackOrderController],
  providers: [TrackOrderHandler],
})
export class TrackingModule {}
