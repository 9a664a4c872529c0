import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { api } from '@silkway/contracts';
import { Endpoint } from '@silkway/service-kit';
import type { InventoryCountsAnswer } from '@silkway/contracts';
import { CountStockByWarehouseQuery } from './count-stock-by-warehouse.query.js';

@Controller()
export class CountStockByWarehouseController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(api.stock.counts)
  count(): Promise<InventoryCountsAnswer> {
    return this.queries.execute(new CountStockByWarehouseQuery());
  }
}
