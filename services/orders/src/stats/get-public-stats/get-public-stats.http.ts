import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { api } from '@silkway/contracts';
import { Endpoint } from '@silkway/service-kit';
import type { PublicStats } from '@silkway/contracts';
import { GetPublicStatsQuery } from './get-public-stats.query.js';

@Controller()
export class GetPublicStatsController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(api.public.stats)
  get(): Promise<Required<PublicStats>> {
    return this.queries.execute(new GetPublicStatsQuery());
  }
}
