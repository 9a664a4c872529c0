import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { idParam, type TruckLoadAnswer } from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import { ListTruckLoadsQuery } from './list-truck-loads.query.js';

@Controller('api/admin/trucks')
export class ListTruckLoadsController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/items')
  list(@Param('id', validated(idParam)) id: number): Promise<TruckLoadAnswer[]> {
    return this.queries.execute(new ListTruckLoadsQuery(id));
  }
}
