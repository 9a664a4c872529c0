import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { idParam, type CounterpartyAnswer } from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import { GetCounterpartyQuery } from './get-counterparty.query.js';

@Controller('api/admin/counterparties')
export class GetCounterpartyController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  get(@Param('id', validated(idParam)) id: number): Promise<CounterpartyAnswer> {
    return this.queries.execute(new GetCounterpartyQuery(id));
  }
}
