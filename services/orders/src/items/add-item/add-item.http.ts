import { api, itemCreateBody, orderItemCreateBody } from '@silkway/contracts';
import { bodyCommandController, idCommandController } from '@silkway/service-kit';
import { AddItemCommand } from './add-item.command.js';

export const AddItemToOrderController = idCommandController(
  api.items.addToOrder,
  itemCreateBody,
  (orderId, body, { username }) => new AddItemCommand(orderId, body, username),
);

export const AddItemController = bodyCommandController(
  api.items.add,
  orderItemCreateBody,
  ({ orderId, ...body }, { username }) => new AddItemCommand(orderId, body, username),
);
