import { api } from '@silkway/contracts';
import { deleteCommandController } from '@silkway/service-kit';
import { RemoveStockItemCommand } from './remove-stock-item.command.js';

export const RemoveStockItemController = deleteCommandController(
  api.stock.remove,
  (id, expected) => new RemoveStockItemCommand(id, expected),
);
