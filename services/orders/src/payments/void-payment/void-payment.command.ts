import { Command } from '@nestjs/cqrs';
import type { PaymentAnswer } from '@silkway/contracts';

export class VoidPaymentCommand extends Command<PaymentAnswer> {
  constructor(
    readonly id: number,
    readonly reason: string,
    readonly username: string,
  ) {
    super();
  }
}
