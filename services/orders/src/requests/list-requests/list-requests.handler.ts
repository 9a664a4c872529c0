import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { InboxEntry, RequestKind } from '@silkway/contracts';
import type { ListPage } from '@silkway/service-kit';
import { RequestsRepository } from '../requests.repository.js';
import type { RequestAnswerOf } from '../request-kinds.js';
import { ListInboxQuery, ListRequestsQuery } from './list-requests.query.js';

@QueryHandler(ListRequestsQuery)
export class ListRequestsHandler implements IQueryHandler<ListRequestsQuery> {
  constructor(private readonly requests: RequestsRepository) {}

  async execute({
    kind,
    filter: { status, q, limit, offset },
  }: ListRequestsQuery): Promise<ListPage<RequestAnswerOf<RequestKind>>> {
    const page = await this.requests.findPageNewestFirst(
      kind,
      { status, ...(q ? { search: q } : {}) },
      limit,
      offset,
    );
    return { entries: page.entries.map((request) => request.toAnswer()), total: page.total };
  }
}

@QueryHandler(ListInboxQuery)
export class ListInboxHandler implements IQueryHandler<ListInboxQuery> {
  constructor(private readonly requests: RequestsRepository) {}

  execute({
    kind,
    filter: { status, q, limit, offset },
  }: ListInboxQuery): Promise<ListPage<InboxEntry>> {
    return this.requests.findInboxPage(
      kind,
      { status, ...(q ? { search: q } : {}) },
      limit,
      offset,
    );
  }
}
