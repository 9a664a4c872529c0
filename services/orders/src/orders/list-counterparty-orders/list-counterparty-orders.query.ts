import { Query } from '@nestjs/cqrs';
import type { OrderAnswer } from '@silkway/contracts';

export class ListCounterpartyOrdersQuery extends Query<OrderAnswer[]> {
  constructor(readonly counterpartyId: number) {
    super();
  }
}
