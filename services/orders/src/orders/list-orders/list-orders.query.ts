import { Query } from '@nestjs/cqrs';
import type { OrderListQuery } from '@silkway/contracts';
import type { OrderPage } from '../orders.repository.js';

export class ListOrdersQuery extends Query<OrderPage> {
  constructor(readonly filter: OrderListQuery) {
    super();
  }
}
