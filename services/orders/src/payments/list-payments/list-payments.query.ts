import { Query } from '@nestjs/cqrs';
import type { PaymentAnswer, PaymentListQuery } from '@silkway/contracts';

export class ListPaymentsQuery extends Query<{ payments: PaymentAnswer[]; total: number }> {
  constructor(readonly filter: PaymentListQuery) {
    super();
  }
}
