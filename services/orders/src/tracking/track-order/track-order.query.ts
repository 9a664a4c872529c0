import { Query } from '@nestjs/cqrs';
import type { TrackingOrderAnswer } from '@silkway/contracts';

export class TrackOrderQuery extends Query<TrackingOrderAnswer> {
  constructor(readonly code: string) {
    super();
  }
}
