import { api } from '@silkway/contracts';
import { deleteCommandController } from '@silkway/service-kit';
import { DeleteOrderCommand } from './delete-order.command.js';

export const DeleteOrderController = deleteCommandController(
  api.orders.delete,
  (id, expected) => new DeleteOrderCommand(id, expected),
);
