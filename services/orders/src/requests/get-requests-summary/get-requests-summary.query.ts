import { Query } from '@nestjs/cqrs';
import type { RequestsSummary } from '@silkway/contracts';

export class GetRequestsSummaryQuery extends Query<RequestsSummary> {}
