import { Query } from '@nestjs/cqrs';
import type { TruckStateAnswer } from '@silkway/contracts';

export class GetTruckStateQuery extends Query<TruckStateAnswer> {
  constructor(readonly id: number) {
    super();
  }
}
