import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DASHBOARD_TOP_DEBTORS,
  type DashboardAnswer,
  fromCents,
  toCents,
} from '@silkway/contracts';
import type { DataSource } from 'typeorm';
import { CounterpartyBalances } from '../../counterparties/counterparty-balances.js';
import { GetRequestsSummaryQuery } from '../../requests/get-requests-summary/get-requests-summary.query.js';
import { GetDashboardQuery } from './get-dashboard.query.js';

/** The back office's start page: what is moving, who owes what, what waits for an answer. */
@QueryHandler(GetDashboardQuery)
export class GetDashboardHandler implements IQueryHandler<GetDashboardQuery> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly balances: CounterpartyBalances,
    private readonly queries: QueryBus,
  ) {}

  async execute(): Promise<DashboardAnswer> {
    const [[counts], balances, requests] = await Promise.all([
      // Kept per client by triggers (counterparty 0 counts the orders without one): ≤ one row a client.
      this.dataSource.query<Array<{ active_orders: number; items_in_transit: number }>>(
        `SELECT COALESCE(sum(active_orders), 0)::int AS active_orders,
                COALESCE(sum(items_in_transit), 0)::int AS items_in_transit
           FROM orders.counterparty_sums`,
      ),
      this.balances.of(),
      this.queries.execute(new GetRequestsSummaryQuery()),
    ]);
    const debtors = [...balances.values()]
      .filter(({ balance }) => balance > 0)
      .sort((a, b) => b.balance - a.balance || a.counterpartyId - b.counterpartyId);
    const brief = ({ counterpartyId, name, balance, creditLimit }: (typeof debtors)[number]) => ({
      counterpartyId,
      name,
      balance,
      creditLimit,
    });
    const overCreditLimit = debtors.filter(({ overCreditLimit }) => overCreditLimit);
    return {
      activeOrders: counts?.active_orders ?? 0,
      itemsInTransit: counts?.items_in_transit ?? 0,
      owedTotal: fromCents(debtors.reduce((sum, { balance }) => sum + toCents(balance), 0)),
      topDebtors: debtors.slice(0, DASHBOARD_TOP_DEBTORS).map(brief),
      overCreditLimit: overCreditLimit.slice(0, DASHBOARD_TOP_DEBTORS).map(brief),
      overCreditLimitCount: overCreditLimit.length,
      newRequests: requests.quoteRequests.new + requests.contactMessages.new,
    };
  }
}
