import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { InventoryCountsAnswer } from '@silkway/contracts';
import { CountStockByWarehouseQuery } from './count-stock-by-warehouse.query.js';

@Controller('api/admin/inventory-counts')
export class CountStockByWarehouseController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  count(): Promise<InventoryCountsAnswer> {
    return this.queries.execute(new CountStockByWarehouseQuery());
  }
}
