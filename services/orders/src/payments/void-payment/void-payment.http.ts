import { Body, Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  api,
  idParam,
  type PaymentAnswer,
  paymentVoidBody,
  type PaymentVoidBody,
} from '@silkway/contracts';
import { Endpoint, validated } from '@silkway/service-kit';
import { AdminUsername } from '../../items/admin-username.decorator.js';
import { VoidPaymentCommand } from './void-payment.command.js';

@Controller()
export class VoidPaymentController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.payments.void)
  void(
    @Param('id', validated(idParam)) id: number,
    @Body(validated(paymentVoidBody)) { reason }: PaymentVoidBody,
    @AdminUsername() username: string,
  ): Promise<PaymentAnswer> {
    return this.commands.execute(new VoidPaymentCommand(id, reason, username));
  }
}
