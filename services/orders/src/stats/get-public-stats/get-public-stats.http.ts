import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { PublicStats } from '@silkway/contracts';
import { GetPublicStatsQuery } from './get-public-stats.query.js';

@Controller('api/stats')
export class GetPublicStatsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  get(): Promise<Required<PublicStats>> {
    return this.queries.execute(new GetPublicStatsQuery());
  }
}
