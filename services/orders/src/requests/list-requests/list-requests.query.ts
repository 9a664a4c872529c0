import { Query } from '@nestjs/cqrs';
import type { InboxEntry, RequestKind, RequestListQuery } from '@silkway/contracts';
import type { ListPage } from '@silkway/service-kit';
import type { RequestAnswerOf } from '../request-kinds.js';

/** One kind's page: GET /api/admin/quote-requests or /api/admin/contact-messages. */
export class ListRequestsQuery<K extends RequestKind = RequestKind> extends Query<
  ListPage<RequestAnswerOf<K>>
> {
  constructor(
    readonly kind: K,
    readonly filter: RequestListQuery,
  ) {
    super();
  }
}

/** Both kinds in one page: GET /api/admin/requests. */
export class ListInboxQuery extends Query<ListPage<InboxEntry>> {
  constructor(
    readonly kind: RequestKind | 'all',
    readonly filter: RequestListQuery,
  ) {
    super();
  }
}
