import { api, warehouseUpdateBody } from '@silkway/contracts';
import { idCommandController } from '@silkway/service-kit';
import { UpdateWarehouseCommand } from './update-warehouse.command.js';

export const UpdateWarehouseController = idCommandController(
  api.warehouses.update,
  warehouseUpdateBody,
  (id, body, _admin, expected) => new UpdateWarehouseCommand(id, body, expected),
);
