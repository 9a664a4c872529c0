import { Controller, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { idParam, type TruckLoadAnswer, api } from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import { ListTruckLoadsQuery } from './list-truck-loads.query.js';

@Controller()
export class ListTruckLoadsController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(api.trucks.loads)
  list(@Param('id', validated(idParam)) id: number): Promise<TruckLoadAnswer[]> {
    return this.queries.execute(new ListTruckLoadsQuery(id));
  }
}
