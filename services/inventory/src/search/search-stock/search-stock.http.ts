import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type InventorySearchAnswer, inventorySearchQuery } from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import { SearchStockQuery } from './search-stock.query.js';

/** Internal: the gateway's GET /api/admin/search merges this with the orders service's answer. */
@Controller('internal/search')
export class SearchStockController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  search(
    @Query(validated(inventorySearchQuery)) { q }: { q: string },
  ): Promise<InventorySearchAnswer> {
    return this.queries.execute(new SearchStockQuery(q));
  }
}
