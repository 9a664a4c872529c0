import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { OrderWithItemsAnswer } from '@silkway/contracts';
import { ItemsRepository } from '../../items/items.repository.js';
import { OrdersRepository } from '../orders.repository.js';
import { GetOrderQuery } from './get-order.query.js';

@QueryHandler(GetOrderQuery)
export class GetOrderHandler implements IQueryHandler<GetOrderQuery> {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly items: ItemsRepository,
  ) {}

  async execute({ id }: GetOrderQuery): Promise<OrderWithItemsAnswer> {
    const order = await this.orders.findAnswerByIdOrFail(id);
    const items = await this.items.findByOrderOldestFirst(id);
    return { ...order, items: items.map((item) => item.toAnswer()) };
  }
}
