import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { idParam, type WarehouseAnswer } from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import { GetWarehouseQuery } from './get-warehouse.query.js';

@Controller('api/admin/warehouses')
export class GetWarehouseController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  get(@Param('id', validated(idParam)) id: number): Promise<WarehouseAnswer> {
    return this.queries.execute(new GetWarehouseQuery(id));
  }
}
