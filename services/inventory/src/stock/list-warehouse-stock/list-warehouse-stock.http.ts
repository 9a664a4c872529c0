import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { idParam, type InventoryItemAnswer } from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import { ListWarehouseStockQuery } from './list-warehouse-stock.query.js';

@Controller('api/admin')
export class ListWarehouseStockController {
  constructor(private readonly queries: QueryBus) {}

  /** The warehouse page: every stock line, empty ones included. */
  @Get('warehouse-inventory/:warehouseId')
  listAll(@Param('warehouseId', validated(idParam)) warehouseId: number): Promise<InventoryItemAnswer[]> {
    return this.queries.execute(new ListWarehouseStockQuery(warehouseId, false));
  }

  /** The add-from-warehouse dialog: only lines with goods left. */
  @Get('inventory/:warehouseId')
  listAvailable(@Param('warehouseId', validated(idParam)) warehouseId: number): Promise<InventoryItemAnswer[]> {
    return this.queries.execute(new ListWarehouseStockQuery(warehouseId, true));
  }
}
