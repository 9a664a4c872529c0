import { api, inventoryItemUpdateBody } from '@silkway/contracts';
import { idCommandController } from '@silkway/service-kit';
import { UpdateStockItemCommand } from './update-stock-item.command.js';

export const UpdateStockItemController = idCommandController(
  api.stock.update,
  inventoryItemUpdateBody,
  (id, body, _admin, expected) => new UpdateStockItemCommand(id, body, expected),
);
