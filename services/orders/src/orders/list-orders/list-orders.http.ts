import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type OrderAnswer, orderListQuery, type OrderListQuery } from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import type { FastifyReply } from 'fastify';
import { ListOrdersQuery } from './list-orders.query.js';

@Controller('api/admin/orders')
export class ListOrdersController {
  constructor(private readonly queries: QueryBus) {}

  /** Newest first; the number of matching orders travels in X-Total-Count. */
  @Get()
  async list(@Query(validated(orderListQuery)) query: OrderListQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<OrderAnswer[]> {
    const { orders, total } = await this.queries.execute(new ListOrdersQuery(query));
    void reply.header('X-Total-Count', String(total));
    return orders;
  }
}
