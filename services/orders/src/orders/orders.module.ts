import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CounterpartiesModule } from '../counterparties/counterparties.module.js';
import { ItemsModule } from '../items/items.module.js';
import { ChangeOrderStatusHandler } from './change-order-status/change-order-status.handler.js';
import { ChangeOrderStatusController } from './change-order-status/change-order-status.http.js';
import { CounterpartyLink } from './counterparty-link.js';
import { CreateOrderHandler } from './create-order/create-order.handler.js';
import { CreateOrderController } from './create-order/create-order.http.js';
import { DeleteOrderHandler } from './delete-order/delete-order.handler.js';
import { DeleteOrderController } from './delete-order/delete-order.http.js';
import { GetOrderHandler } from './get-order/get-order.handler.js';
import { GetOrderController } from './get-order/get-order.http.js';
import { ListCounterpartyOrdersHandler } from './list-counterparty-orders/list-counterparty-orders.handler.js';
import { ListCounterpartyOrdersController } from './list-counterparty-orders/list-counterparty-orders.http.js';
import { ListOrdersHandler } from './list-orders/list-orders.handler.js';
import { ListOrdersController } from './list-orders/list-orders.http.js';
import { Order } from '../entities/order.entity.js';
import { OrdersRepository } from './orders.repository.js';
import { ExportOrdersController } from './export-orders/export-orders.http.js';
import { UpdateOrderHandler } from './update-order/update-order.handler.js';
import { UpdateOrderController } from './update-order/update-order.http.js';

@Module({
  imports: [TypeOrmModule.forFeature([Order]), CounterpartiesModule, ItemsModule],
  controllers: [
    ListOrdersController,
    GetOrderController,
    CreateOrderController,
    UpdateOrderController,
    DeleteOrderController,
    ChangeOrderStatusController,
    ListCounterpartyOrdersController,
    ExportOrdersController,
  ],
  providers: [
    OrdersRepository,
    CounterpartyLink,
    ListOrdersHandler,
    GetOrderHandler,
    CreateOrderHandler,
    UpdateOrderHandler,
    DeleteOrderHandler,
    ChangeOrderStatusHandler,
    ListCounterpartyOrdersHandler,
  ],
  exports: [OrdersRepository],
})
export class OrdersModule {}
