import { Controller, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { idParam, type InventoryItemAnswer, api } from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import { ListWarehouseStockQuery } from './list-warehouse-stock.query.js';

@Controller()
export class ListWarehouseStockController {
  constructor(private readonly queries: QueryBus) {}

  /** The warehouse page: every stock line, empty ones included. */
  @Endpoint(api.stock.listAll)
  listAll(@Param('id', validated(idParam)) warehouseId: number): Promise<InventoryItemAnswer[]> {
    return this.queries.execute(new ListWarehouseStockQuery(warehouseId, false));
  }

  /** The add-from-warehouse dialog: only lines with goods left. */
  @Endpoint(api.stock.listAvailable)
  listAvailable(
    @Param('warehouseId', validated(idParam)) warehouseId: number,
  ): Promise<InventoryItemAnswer[]> {
    return this.queries.execute(new ListWarehouseStockQuery(warehouseId, true));
  }
}
