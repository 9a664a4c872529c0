import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DASHBOARD_TOP_DEBTORS, type DashboardAnswer } from '@silkway/contracts';
import type { DataSource } from 'typeorm';
import { BALANCES, OVER_CREDIT_LIMIT_SQL } from '../../counterparties/counterparty-balances.js';
import { GetRequestsSummaryQuery } from '../../requests/get-requests-summary/get-requests-summary.query.js';
import { GetDashboardQuery } from './get-dashboard.query.js';

type DebtorRow = { id: number; name: string; credit_limit: string; balance: string };

/** The back office's start page: what is moving, who owes what, what waits for an answer. */
@QueryHandler(GetDashboardQuery)
export class GetDashboardHandler implements IQueryHandler<GetDashboardQuery> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queries: QueryBus,
  ) {}

  async execute(): Promise<DashboardAnswer> {
    const [[counts], [debts], topDebtors, overCreditLimit, requests] = await Promise.all([
      // Kept per client by triggers (counterparty 0 counts the orders without one): ≤ one row a client.
      this.dataSource.query<Array<{ active_orders: number; items_in_transit: number }>>(
        `SELECT COALESCE(sum(active_orders), 0)::int AS active_orders,
                COALESCE(sum(items_in_transit), 0)::int AS items_in_transit
           FROM orders.counterparty_sums`,
      ),
      this.dataSource.query<Array<{ owed: string; over_count: number }>>(
        `SELECT COALESCE(sum(balance), 0) AS owed,
                count(*) FILTER (WHERE ${OVER_CREDIT_LIMIT_SQL})::int AS over_count
           FROM ${BALANCES} WHERE balance > 0`,
      ),
      this.largestDebts('true'),
      this.largestDebts(OVER_CREDIT_LIMIT_SQL),
      this.queries.execute(new GetRequestsSummaryQuery()),
    ]);
    return {
      activeOrders: counts?.active_orders ?? 0,
      itemsInTransit: counts?.items_in_transit ?? 0,
      owedTotal: Number(debts?.owed ?? 0),
      topDebtors,
      overCreditLimit,
      overCreditLimitCount: debts?.over_count ?? 0,
      newRequests: requests.quoteRequests.new + requests.contactMessages.new,
    };
  }

  /** The largest debts that meet `condition` (SQL over the columns of `BALANCES`), largest first. */
  private async largestDebts(condition: string): Promise<DashboardAnswer['topDebtors']> {
    const rows = await this.dataSource.query<DebtorRow[]>(
      `SELECT id, name, credit_limit, balance FROM ${BALANCES}
        WHERE balance > 0 AND ${condition}
        ORDER BY balance DESC, id LIMIT $1`,
      [DASHBOARD_TOP_DEBTORS],
    );
    return rows.map((row) => ({
      counterpartyId: row.id,
      name: row.name,
      balance: Number(row.balance),
      creditLimit: Number(row.credit_limit),
    }));
  }
}
