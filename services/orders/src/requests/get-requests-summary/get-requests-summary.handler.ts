import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { RequestsSummary } from '@silkway/contracts';
import { RequestsRepository } from '../requests.repository.js';
import { GetRequestsSummaryQuery } from './get-requests-summary.query.js';

/** How many of each kind are still new: the inbox tab's badge. */
@QueryHandler(GetRequestsSummaryQuery)
export class GetRequestsSummaryHandler implements IQueryHandler<GetRequestsSummaryQuery> {
  constructor(private readonly requests: RequestsRepository) {}

  async execute(): Promise<RequestsSummary> {
    const [quotes, messages] = await Promise.all([
      this.requests.countNew('quote'),
      this.requests.countNew('contact'),
    ]);
    return { quoteRequests: { new: quotes }, contactMessages: { new: messages } };
  }
}
