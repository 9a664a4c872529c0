import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  api,
  type PaymentAnswer,
  paymentCreateBody,
  type PaymentCreateBody,
} from '@silkway/contracts';
import { Endpoint, validated } from '@silkway/service-kit';
import { AdminUsername } from '../../items/admin-username.decorator.js';
import { RecordPaymentCommand } from './record-payment.command.js';

@Controller()
export class RecordPaymentController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.payments.record)
  record(
    @Body(validated(paymentCreateBody)) body: PaymentCreateBody,
    @AdminUsername() username: string,
  ): Promise<PaymentAnswer> {
    return this.commands.execute(new RecordPaymentCommand(body, username));
  }
}
