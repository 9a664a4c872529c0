import { Controller, Inject, Logger, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  type AdminSearchAnswer,
  api,
  ordersSearchQuery,
  permissionsOfRole,
} from '@silkway/contracts';
import {
  AdminRole,
  Endpoint,
  answerOr,
  type InternalClient,
  Refusal,
  SERVICE_CONFIG,
  validated,
} from '@silkway/service-kit';
import type { OrdersConfig } from '../../config.js';
import { internalClientOf } from '../../internal-calls.js';
import { SearchOrdersQuery } from './search-orders.query.js';

const nothingFound: AdminSearchAnswer = {
  orders: [],
  items: [],
  counterparties: [],
  inventory: [],
};
const searchable = validated(ordersSearchQuery);

/**
 * GET /api/admin/search (the Search tab): orders, items and counterparties found here, stock lines
 * asked of the inventory (which owns them) in parallel.
 */
@Controller()
export class SearchOrdersController {
  private readonly logger = new Logger(SearchOrdersController.name);
  private readonly internal: InternalClient;

  constructor(
    private readonly queries: QueryBus,
    @Inject(SERVICE_CONFIG) config: OrdersConfig,
  ) {
    this.internal = internalClientOf(config);
  }

  @Endpoint(api.search.everything)
  async search(
    @Query() query: { q?: unknown },
    @AdminRole() role: string | undefined,
  ): Promise<AdminSearchAnswer> {
    if (typeof query.q !== 'string' || query.q.trim() === '') return nothingFound;
    const { q } = searchable.transform(query);
    const [found, stock] = await Promise.all([
      this.queries.execute(new SearchOrdersQuery(q)),
      this.stockLines(q),
    ]);
    return {
      ...found,
      // The warehouse sees no counterparties at all, not even found by a search.
      counterparties: permissionsOfRole(role).includes('counterparties.read')
        ? found.counterparties
        : [],
      inventory: stock,
    };
  }

  private async stockLines(q: string): Promise<AdminSearchAnswer['inventory']> {
    const answer = await answerOr(
      this.internal.find(api.internal.searchStock, { query: { q } }),
      () => new Refusal(503, 'searchStockUnavailable'),
      this.logger,
    );
    // An inventory without its search (an older replica) has nothing to contribute.
    return answer?.inventory ?? [];
  }
}
