import { Controller, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  type ContactMessageAnswer,
  type InboxEntry,
  inboxListQuery,
  type InboxListQuery,
  type QuoteRequestAnswer,
  requestListQuery,
  type RequestListQuery,
  api,
} from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import type { FastifyReply } from 'fastify';
import type { Page } from '../requests.repository.js';
import { ListInboxQuery, ListRequestsQuery } from './list-requests.query.js';

/** Newest first; the number of matches travels in X-Total-Count. */
@Controller()
export class ListRequestsController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(api.requests.listQuoteRequests)
  quoteRequests(
    @Query(validated(requestListQuery)) query: RequestListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<QuoteRequestAnswer[]> {
    return this.answer(reply, this.queries.execute(new ListRequestsQuery('quote', query)));
  }

  @Endpoint(api.requests.listContactMessages)
  contactMessages(
    @Query(validated(requestListQuery)) query: RequestListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ContactMessageAnswer[]> {
    return this.answer(reply, this.queries.execute(new ListRequestsQuery('contact', query)));
  }

  @Endpoint(api.requests.inbox)
  inbox(
    @Query(validated(inboxListQuery)) { kind, ...query }: InboxListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<InboxEntry[]> {
    return this.answer(reply, this.queries.execute(new ListInboxQuery(kind, query)));
  }

  private async answer<T>(reply: FastifyReply, page: Promise<Page<T>>): Promise<T[]> {
    const { entries, total } = await page;
    void reply.header('X-Total-Count', String(total));
    return entries;
  }
}
