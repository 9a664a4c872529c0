import { Query } from '@nestjs/cqrs';
import type { TruckLoadAnswer } from '@silkway/contracts';

export class ListTruckLoadsQuery extends Query<TruckLoadAnswer[]> {
  constructor(readonly truckId: number) {
    super();
  }
}
