import { api, itemsBulkPatchBody } from '@silkway/contracts';
import { idCommandController } from '@silkway/service-kit';
import { ChangeItemsInBulkCommand } from './change-items-in-bulk.command.js';

export const ChangeItemsInBulkController = idCommandController(
  api.items.changeMany,
  itemsBulkPatchBody,
  (orderId, body, { username }) => new ChangeItemsInBulkCommand(orderId, body, username),
);
