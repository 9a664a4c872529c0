import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type OrdersSearchAnswer, ordersSearchQuery } from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import { SearchOrdersQuery } from './search-orders.query.js';

/** Internal: the gateway's GET /api/admin/search merges this with the inventory's answer. */
@Controller('internal/search')
export class SearchOrdersController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  search(@Query(validated(ordersSearchQuery)) { q }: { q: string }): Promise<OrdersSearchAnswer> {
    return this.queries.execute(new SearchOrdersQuery(q));
  }
}
