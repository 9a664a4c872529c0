import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { TrackingOrderAnswer } from '@silkway/contracts';
import { TrackOrderQuery } from './track-order.query.js';

@Controller('api/search/orders')
export class TrackOrderController {
  constructor(private readonly queries: QueryBus) {}

  /** 404 { message: 'Данного заказа не существует' } for an unknown code (SPEC §8). */
  @Get(':code')
  track(@Param('code') code: string): Promise<TrackingOrderAnswer> {
    return this.queries.execute(new TrackOrderQuery(code.trim()));
  }
}
