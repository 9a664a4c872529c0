import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { api } from '@silkway/contracts';
import { Endpoint } from '@silkway/service-kit';
import type { CounterpartyAnswer } from '@silkway/contracts';
import { ListCounterpartiesQuery } from './list-counterparties.query.js';

@Controller()
export class ListCounterpartiesController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(api.counterparties.list)
  list(): Promise<CounterpartyAnswer[]> {
    return this.queries.execute(new ListCounterpartiesQuery());
  }
}
