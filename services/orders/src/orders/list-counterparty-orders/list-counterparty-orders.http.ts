import { Controller, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { idParam, type OrderAnswer, api } from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import { ListCounterpartyOrdersQuery } from './list-counterparty-orders.query.js';

@Controller()
export class ListCounterpartyOrdersController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(api.orders.ofCounterparty)
  list(@Param('id', validated(idParam)) id: number): Promise<OrderAnswer[]> {
    return this.queries.execute(new ListCounterpartyOrdersQuery(id));
  }
}
