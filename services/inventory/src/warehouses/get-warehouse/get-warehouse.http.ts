import { Controller, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { idParam, type WarehouseAnswer, api } from '@silkway/contracts';
import { AnswersVersionTag, Endpoint, validated } from '@silkway/service-kit';
import { GetWarehouseQuery } from './get-warehouse.query.js';

@Controller()
export class GetWarehouseController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(api.warehouses.get)
  @AnswersVersionTag('warehouse')
  get(@Param('id', validated(idParam)) id: number): Promise<WarehouseAnswer> {
    return this.queries.execute(new GetWarehouseQuery(id));
  }
}
