import { Controller, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { idParam, type OrderWithItemsAnswer, api } from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import { GetOrderQuery } from './get-order.query.js';

@Controller()
export class GetOrderController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(api.orders.get)
  get(@Param('id', validated(idParam)) id: number): Promise<OrderWithItemsAnswer> {
    return this.queries.execute(new GetOrderQuery(id));
  }
}
