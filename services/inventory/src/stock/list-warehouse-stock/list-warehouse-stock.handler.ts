import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { InventoryItemAnswer } from '@silkway/contracts';
import { WarehousesRepository } from '../../warehouses/warehouses.repository.js';
import { StockRepository } from '../stock.repository.js';
import { ListWarehouseStockQuery } from './list-warehouse-stock.query.js';

@QueryHandler(ListWarehouseStockQuery)
export class ListWarehouseStockHandler implements IQueryHandler<ListWarehouseStockQuery> {
  constructor(
    private readonly stock: StockRepository,
    private readonly warehouses: WarehousesRepository,
  ) {}

  async execute({
    warehouseId,
    onlyAvailable,
  }: ListWarehouseStockQuery): Promise<InventoryItemAnswer[]> {
    await this.warehouses.findByIdOrFail(warehouseId);
    return (await this.stock.findByWarehouse(warehouseId, { onlyAvailable })).map((item) =>
      item.toAnswer(),
    );
  }
}
