import { api, itemUpdateBody } from '@silkway/contracts';
import { idCommandController } from '@silkway/service-kit';
import { UpdateItemCommand } from './update-item.command.js';

export const UpdateItemController = idCommandController(
  api.items.update,
  itemUpdateBody,
  (id, body, { username, role }, expected) =>
    new UpdateItemCommand(id, body, username, role, expected),
);
