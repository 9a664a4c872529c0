import { api, orderListQuery } from '@silkway/contracts';
import { pageQueryController } from '@silkway/service-kit';
import { ListOrdersQuery } from './list-orders.query.js';

/** Newest first; the number of matching orders is exact up to EXACT_COUNT_LIMIT, an estimate beyond it. */
export const ListOrdersController = pageQueryController(
  api.orders.list,
  orderListQuery,
  (query) => new ListOrdersQuery(query),
);
