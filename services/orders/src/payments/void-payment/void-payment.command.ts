import { Command } from '@nestjs/cqrs';
import type { PaymentAnswer } from '@silkway/contracts';
import type { ExpectedVersion } from '@silkway/service-kit';

export class VoidPaymentCommand extends Command<PaymentAnswer> {
  constructor(
    readonly id: number,
    readonly reason: string,
    readonly username: string,
    readonly expected?: ExpectedVersion,
  ) {
    super();
  }
}
