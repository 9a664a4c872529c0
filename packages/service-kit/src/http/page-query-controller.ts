import { Controller, Query, Res, type Type } from '@nestjs/common';
import { type Query as PageQuery, QueryBus } from '@nestjs/cqrs';
import type { ApiCall } from '@silkway/contracts';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { Endpoint } from './endpoint.decorator.js';
import { validated } from './zod-validation.pipe.js';

/** One page of a list, and how many entries match in all. */
export interface ListPage<T> {
  entries: T[];
  total: number;
  /** Too many match to count them exactly: `total` is the database's estimate. */
  totalEstimated?: boolean;
}

/**
 * Answers a page's entries; the number of all matches travels in X-Total-Count, flagged by
 * X-Total-Count-Estimated: true when it is an estimate.
 */
export function sendPage<T>(
  reply: FastifyReply,
  { entries, total, totalEstimated }: ListPage<T>,
): T[] {
  void reply.header('X-Total-Count', String(total));
  if (totalEstimated) void reply.header('X-Total-Count-Estimated', 'true');
  return entries;
}

/**
 * The controller of a list (`GET …?limit=&offset=`): the query string is checked by its contracts
 * schema (400 with field errors), `toQuery` makes the query whose handler reads the page, and the
 * page is answered by {@link sendPage}.
 */
export function pageQueryController<S extends z.ZodType>(
  call: Pick<ApiCall, 'method' | 'path' | 'answer'>,
  query: S,
  toQuery: (query: z.infer<S>) => PageQuery<ListPage<unknown>>,
): Type {
  @Controller()
  class PageQueryController {
    constructor(private readonly queries: QueryBus) {}

    @Endpoint(call)
    async list(
      @Query(validated(query)) value: z.infer<S>,
      @Res({ passthrough: true }) reply: FastifyReply,
    ): Promise<unknown[]> {
      return sendPage(reply, await this.queries.execute(toQuery(value)));
    }
  }
  return PageQueryController;
}
