import { Command } from '@nestjs/cqrs';
import type { PaymentAnswer, PaymentCreateBody } from '@silkway/contracts';

export class RecordPaymentCommand extends Command<PaymentAnswer> {
  constructor(
    readonly payment: PaymentCreateBody,
    readonly username: string,
  ) {
    super();
  }
}
