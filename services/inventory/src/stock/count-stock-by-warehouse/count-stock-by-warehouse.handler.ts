import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { InventoryCountsAnswer } from '@silkway/contracts';
import { StockRepository } from '../stock.repository.js';
import { CountStockByWarehouseQuery } from './count-stock-by-warehouse.query.js';

@QueryHandler(CountStockByWarehouseQuery)
export class CountStockByWarehouseHandler implements IQueryHandler<CountStockByWarehouseQuery> {
  constructor(private readonly stock: StockRepository) {}

  execute(): Promise<InventoryCountsAnswer> {
    return this.stock.countLinesByWarehouse();
  }
}
