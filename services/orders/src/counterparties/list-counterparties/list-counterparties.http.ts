import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { CounterpartyAnswer } from '@silkway/contracts';
import { ListCounterpartiesQuery } from './list-counterparties.query.js';

@Controller('api/admin/counterparties')
export class ListCounterpartiesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(): Promise<CounterpartyAnswer[]> {
    return this.queries.execute(new ListCounterpartiesQuery());
  }
}
