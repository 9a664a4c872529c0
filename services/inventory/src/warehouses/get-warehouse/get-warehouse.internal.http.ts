import { Controller, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { api, idParam, type WarehouseAnswer } from '@silkway/contracts';
import { Endpoint, validated } from '@silkway/service-kit';
import { GetWarehouseQuery } from './get-warehouse.query.js';

/** Internal: the orders service asks whether a warehouse exists before an item names it (404 when not). */
@Controller()
export class GetWarehouseInternalController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(api.internal.getWarehouse)
  get(@Param('id', validated(idParam)) id: number): Promise<WarehouseAnswer> {
    return this.queries.execute(new GetWarehouseQuery(id));
  }
}
