import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { RequestKind } from '@silkway/contracts';
import { RequestsRepository } from '../requests.repository.js';
import type { RequestDetailOf } from '../request-kinds.js';
import { GetRequestQuery } from './get-request.query.js';

/** The request with every field and its status history, oldest change first. */
@QueryHandler(GetRequestQuery)
export class GetRequestHandler implements IQueryHandler<GetRequestQuery> {
  constructor(private readonly requests: RequestsRepository) {}

  async execute({ kind, id }: GetRequestQuery): Promise<RequestDetailOf<RequestKind>> {
    const request = await this.requests.findByIdOrFail(kind, id);
    const history = await this.requests.findHistoryOldestFirst(kind, id);
    return {
      ...request.toAnswer(),
      history: history.map((change) => change.toAnswer()),
    } as RequestDetailOf<RequestKind>;
  }
}
