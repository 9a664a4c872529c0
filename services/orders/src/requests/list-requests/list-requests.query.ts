import { Query } from '@nestjs/cqrs';
import type {
  ContactMessageAnswer,
  InboxEntry,
  QuoteRequestAnswer,
  RequestKind,
  RequestListQuery,
} from '@silkway/contracts';
import type { ListPage } from '@silkway/service-kit';

export type RequestAnswerOf<K extends RequestKind> = K extends 'quote'
  ? QuoteRequestAnswer
  : ContactMessageAnswer;

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
