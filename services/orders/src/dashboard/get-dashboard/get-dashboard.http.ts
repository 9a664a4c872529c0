import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { api, type DashboardAnswer } from '@silkway/contracts';
import { Endpoint } from '@silkway/service-kit';
import { GetDashboardQuery } from './get-dashboard.query.js';

@Controller()
export class GetDashboardController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(api.payments.dashboard)
  get(): Promise<DashboardAnswer> {
    return this.queries.execute(new GetDashboardQuery());
  }
}
