import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { idParam, type WarehouseAnswer } from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import { GetWarehouseQuery } from './get-warehouse.query.js';

/** Internal: the orders service asks whether a warehouse exists before an item names it (404 when not). */
@Controller('internal/warehouses')
export class GetWarehouseInternalController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  get(@Param('id', validated(idParam)) id: number): Promise<WarehouseAnswer> {
    return this.queries.execute(new GetWarehouseQuery(id));
  }
}
