import { Controller, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { api, type InventorySearchAnswer, inventorySearchQuery } from '@silkway/contracts';
import { Endpoint, validated } from '@silkway/service-kit';
import { SearchStockQuery } from './search-stock.query.js';

/** Internal: the orders service's GET /api/admin/search adds these stock lines to its own results. */
@Controller()
export class SearchStockController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(api.internal.searchStock)
  search(
    @Query(validated(inventorySearchQuery)) { q }: { q: string },
  ): Promise<InventorySearchAnswer> {
    return this.queries.execute(new SearchStockQuery(q));
  }
}
