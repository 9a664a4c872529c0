import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { idParam, type OrderWithItemsAnswer } from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import { GetOrderQuery } from './get-order.query.js';

@Controller('api/admin/orders')
export class GetOrderController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  get(@Param('id', validated(idParam)) id: number): Promise<OrderWithItemsAnswer> {
    return this.queries.execute(new GetOrderQuery(id));
  }
}
