import { api, type RequestKind, type RequestStatusFilter } from '@silkway/contracts';
import { ADMIN_QUERY_ROOT } from '../../auth/index.js';

export type RequestKindFilter = RequestKind | 'all';

export interface InboxFilter {
  status: RequestStatusFilter;
  kind: RequestKindFilter;
  /** Trimmed search text; empty means no search. */
  q: string;
}

/** The calls of one kind of request (docs/requests-inbox.md). */
export const requestCallsOf = {
  quote: { get: api.requests.getQuoteRequest, changeStatus: api.requests.changeQuoteRequestStatus },
  contact: {
    get: api.requests.getContactMessage,
    changeStatus: api.requests.changeContactMessageStatus,
  },
} as const;

/** Everything under `all`, so a status change refreshes the list, the panel and the badge together. */
export const requestKeys = {
  all: [ADMIN_QUERY_ROOT, 'requests'] as const,
  list: (filter: InboxFilter) => [...requestKeys.all, 'list', filter] as const,
  summary: () => [...requestKeys.all, 'summary'] as const,
  detail: (kind: RequestKind, id: number) => [...requestKeys.all, 'detail', kind, id] as const,
};
