import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { WarehouseAnswer } from '@silkway/contracts';
import { ListWarehousesQuery } from './list-warehouses.query.js';

@Controller('api/admin/warehouses')
export class ListWarehousesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(): Promise<WarehouseAnswer[]> {
    return this.queries.execute(new ListWarehousesQuery());
  }
}
