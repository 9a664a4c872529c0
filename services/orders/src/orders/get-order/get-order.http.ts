import { Controller, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { idParam, type OrderWithItemsAnswer, api } from '@silkway/contracts';
import { AnswersVersionTag, Endpoint, validated } from '@silkway/service-kit';
import { GetOrderQuery } from './get-order.query.js';

@Controller()
export class GetOrderController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(api.orders.get)
  @AnswersVersionTag('order')
  get(@Param('id', validated(idParam)) id: number): Promise<OrderWithItemsAnswer> {
    return this.queries.execute(new GetOrderQuery(id));
  }
}
