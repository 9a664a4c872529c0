import { Module } from '@nestjs/common';
import { ItemsModule } from '../items/items.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { FollowOrderHandler } from './follow-order/follow-order.handler.js';
import { FollowOrderController } from './follow-order/follow-order.http.js';
import { TrackOrderHandler } from './track-order/track-order.handler.js';
import { TrackOrderController } from './track-order/track-order.http.js';

@Module({
  imports: [OrdersModule, ItemsModule],
  controllers: [TrackOrderController, FollowOrderController],
  providers: [TrackOrderHandler, FollowOrderHandler],
})
export class TrackingModule {}
