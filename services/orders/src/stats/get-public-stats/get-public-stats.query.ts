import { Query } from '@nestjs/cqrs';
import type { PublicStats } from '@silkway/contracts';

export class GetPublicStatsQuery extends Query<Required<PublicStats>> {}
