import { api, inventoryItemUpdateBody } from '@silkway/contracts';
import { idCommandController } from '@silkway/service-kit';
import { UpdateStockItemCommand } from './update-stock-item.command.js';

export const UpdateStockItemController = idCommandController(
  api.stock.update,
  inventoryItemUpdateBody,
  (id, body) => new UpdateStockItemCommand(id, body),
);
