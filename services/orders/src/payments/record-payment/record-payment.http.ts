import { api, paymentCreateBody } from '@silkway/contracts';
import { bodyCommandController } from '@silkway/service-kit';
import { RecordPaymentCommand } from './record-payment.command.js';

export const RecordPaymentController = bodyCommandController(
  api.payments.record,
  paymentCreateBody,
  (body, { username }) => new RecordPaymentCommand(body, username),
);
