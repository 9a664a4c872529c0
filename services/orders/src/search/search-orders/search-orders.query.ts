import { Query } from '@nestjs/cqrs';
import type { OrdersSearchAnswer } from '@silkway/contracts';

export class SearchOrdersQuery extends Query<OrdersSearchAnswer> {
  constructor(readonly text: string) {
    super();
  }
}
