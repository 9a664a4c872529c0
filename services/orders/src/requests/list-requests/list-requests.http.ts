import { api, inboxListQuery, requestListQuery } from '@silkway/contracts';
import { pageQueryController } from '@silkway/service-kit';
import { ListInboxQuery, ListRequestsQuery } from './list-requests.query.js';

/** Newest first. */
export const ListQuoteRequestsController = pageQueryController(
  api.requests.listQuoteRequests,
  requestListQuery,
  (query) => new ListRequestsQuery('quote', query),
);

export const ListContactMessagesController = pageQueryController(
  api.requests.listContactMessages,
  requestListQuery,
  (query) => new ListRequestsQuery('contact', query),
);

export const ListInboxController = pageQueryController(
  api.requests.inbox,
  inboxListQuery,
  ({ kind, ...query }) => new ListInboxQuery(kind, query),
);
