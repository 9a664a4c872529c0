import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { api } from '@silkway/contracts';
import { Endpoint } from '@silkway/service-kit';
import type { TruckAnswer } from '@silkway/contracts';
import { ListTrucksQuery } from './list-trucks.query.js';

@Controller()
export class ListTrucksController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(api.trucks.list)
  list(): Promise<TruckAnswer[]> {
    return this.queries.execute(new ListTrucksQuery());
  }
}
