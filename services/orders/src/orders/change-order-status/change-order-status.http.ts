import { api, orderStatusPatchBody } from '@silkway/contracts';
import { idCommandController } from '@silkway/service-kit';
import { ChangeOrderStatusCommand } from './change-order-status.command.js';

export const ChangeOrderStatusController = idCommandController(
  api.orders.changeStatus,
  orderStatusPatchBody,
  (id, body, _admin, expected) => new ChangeOrderStatusCommand(id, body.status, expected),
);
