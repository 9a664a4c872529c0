import { Query } from '@nestjs/cqrs';
import type { DashboardAnswer } from '@silkway/contracts';

export class GetDashboardQuery extends Query<DashboardAnswer> {}
