import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { api } from '@silkway/contracts';
import { Endpoint } from '@silkway/service-kit';
import type { RequestsSummary } from '@silkway/contracts';
import { GetRequestsSummaryQuery } from './get-requests-summary.query.js';

@Controller()
export class GetRequestsSummaryController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(api.requests.summary)
  summary(): Promise<RequestsSummary> {
    return this.queries.execute(new GetRequestsSummaryQuery());
  }
}
