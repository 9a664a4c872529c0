import { api } from '@silkway/contracts';
import { deleteCommandController } from '@silkway/service-kit';
import { DeleteWarehouseCommand } from './delete-warehouse.command.js';

export const DeleteWarehouseController = deleteCommandController(
  api.warehouses.delete,
  (id, expected) => new DeleteWarehouseCommand(id, expected),
);
