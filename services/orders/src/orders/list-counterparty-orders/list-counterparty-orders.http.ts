import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { idParam, type OrderAnswer } from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import { ListCounterpartyOrdersQuery } from './list-counterparty-orders.query.js';

@Controller('api/admin/counterparty')
export class ListCounterpartyOrdersController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/orders')
  list(@Param('id', validated(idParam)) id: number): Promise<OrderAnswer[]> {
    return this.queries.execute(new ListCounterpartyOrdersQuery(id));
  }
}
