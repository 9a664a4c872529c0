import { Query } from '@nestjs/cqrs';
import type { PaymentAnswer, PaymentListQuery } from '@silkway/contracts';
import type { ListPage } from '@silkway/service-kit';

export class ListPaymentsQuery extends Query<ListPage<PaymentAnswer>> {
  constructor(readonly filter: PaymentListQuery) {
    super();
  }
}
