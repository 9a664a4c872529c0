import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { api } from '@silkway/contracts';
import { Endpoint } from '@silkway/service-kit';
import type { WarehouseAnswer } from '@silkway/contracts';
import { ListWarehousesQuery } from './list-warehouses.query.js';

@Controller()
export class ListWarehousesController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(api.warehouses.list)
  list(): Promise<WarehouseAnswer[]> {
    return this.queries.execute(new ListWarehousesQuery());
  }
}
