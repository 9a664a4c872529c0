import { Controller, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type OrderAnswer, orderListQuery, type OrderListQuery, api } from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import type { FastifyReply } from 'fastify';
import { ListOrdersQuery } from './list-orders.query.js';

@Controller()
export class ListOrdersController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * Newest first; the number of matching orders travels in X-Total-Count, exact up to
   * EXACT_COUNT_LIMIT and an estimate beyond it, then flagged by X-Total-Count-Estimated: true.
   */
  @Endpoint(api.orders.list)
  async list(
    @Query(validated(orderListQuery)) query: OrderListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OrderAnswer[]> {
    const { orders, total, totalEstimated } = await this.queries.execute(
      new ListOrdersQuery(query),
    );
    void reply.header('X-Total-Count', String(total));
    if (totalEstimated) void reply.header('X-Total-Count-Estimated', 'true');
    return orders;
  }
}
