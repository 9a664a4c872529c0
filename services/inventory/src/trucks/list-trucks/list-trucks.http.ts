import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { TruckAnswer } from '@silkway/contracts';
import { ListTrucksQuery } from './list-trucks.query.js';

@Controller('api/admin/trucks')
export class ListTrucksController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(): Promise<TruckAnswer[]> {
    return this.queries.execute(new ListTrucksQuery());
  }
}
