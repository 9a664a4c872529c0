import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { idParam, type TruckStateAnswer } from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import { GetTruckStateQuery } from './get-truck-state.query.js';

/** Internal: the orders service asks for a truck its copy does not know yet (docs/events.md). */
@Controller('internal/trucks')
export class GetTruckStateController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  get(@Param('id', validated(idParam)) id: number): Promise<TruckStateAnswer> {
    return this.queries.execute(new GetTruckStateQuery(id));
  }
}
