import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { OrdersRepository, type OrderPage } from '../orders.repository.js';
import { ListOrdersQuery } from './list-orders.query.js';

@QueryHandler(ListOrdersQuery)
export class ListOrdersHandler implements IQueryHandler<ListOrdersQuery> {
  constructor(private readonly orders: OrdersRepository) {}

  execute({ filter: { status, q, limit, offset } }: ListOrdersQuery): Promise<OrderPage> {
    return this.orders.findPageNewestFirst({ status, ...(q ? { search: q } : {}) }, limit, offset);
  }
}
