import { Query } from '@nestjs/cqrs';
import type { OrderWithItemsAnswer } from '@silkway/contracts';

export class GetOrderQuery extends Query<OrderWithItemsAnswer> {
  constructor(readonly id: number) {
    super();
  }
}
