import { Controller, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { api, type OrdersSearchAnswer, ordersSearchQuery } from '@silkway/contracts';
import { Endpoint, validated } from '@silkway/service-kit';
import { SearchOrdersQuery } from './search-orders.query.js';

/** Internal: the gateway's GET /api/admin/search merges this with the inventory's answer. */
@Controller()
export class SearchOrdersController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(api.internal.searchOrders)
  search(@Query(validated(ordersSearchQuery)) { q }: { q: string }): Promise<OrdersSearchAnswer> {
    return this.queries.execute(new SearchOrdersQuery(q));
  }
}
