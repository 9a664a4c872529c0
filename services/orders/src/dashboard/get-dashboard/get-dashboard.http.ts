import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { api, type DashboardAnswer, permissionsOfRole } from '@silkway/contracts';
import { AdminRole, Endpoint } from '@silkway/service-kit';
import { GetDashboardQuery } from './get-dashboard.query.js';

@Controller()
export class GetDashboardController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(api.payments.dashboard)
  async get(@AdminRole() role: string | undefined): Promise<DashboardAnswer> {
    const summary = await this.queries.execute(new GetDashboardQuery());
    // Debts name clients: a role that may not read clients gets the counts only. The gateway names
    // the role of every admin call; a call with none comes from inside (tests, scripts), as with items.
    if (role === undefined || permissionsOfRole(role).includes('counterparties.read'))
      return summary;
    const {
      owedTotal: _owed,
      topDebtors: _top,
      overCreditLimit: _over,
      overCreditLimitCount: _overCount,
      ...counts
    } = summary;
    return counts;
  }
}
