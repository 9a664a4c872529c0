import { api, paymentVoidBody } from '@silkway/contracts';
import { idCommandController } from '@silkway/service-kit';
import { VoidPaymentCommand } from './void-payment.command.js';

export const VoidPaymentController = idCommandController(
  api.payments.void,
  paymentVoidBody,
  (id, { reason }, { username }, expected) =>
    new VoidPaymentCommand(id, reason, username, expected),
);
