import { api, orderUpdateBody } from '@silkway/contracts';
import { idCommandController } from '@silkway/service-kit';
import { UpdateOrderCommand } from './update-order.command.js';

export const UpdateOrderController = idCommandController(
  api.orders.update,
  orderUpdateBody,
  (id, body, _admin, expected) => new UpdateOrderCommand(id, body, expected),
);
