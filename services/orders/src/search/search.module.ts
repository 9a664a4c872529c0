import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module.js';
import { SearchOrdersHandler } from './search-orders/search-orders.handler.js';
import { SearchOrdersController } from './search-orders/search-orders.http.js';

@Module({
  imports: [OrdersModule],
  controllers: [SearchOrdersController],
  providers: [SearchOrdersHandler],
})
export class SearchModule {}
