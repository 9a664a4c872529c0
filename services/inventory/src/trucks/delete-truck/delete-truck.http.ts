import { api } from '@silkway/contracts';
import { deleteCommandController } from '@silkway/service-kit';
import { DeleteTruckCommand } from './delete-truck.command.js';

export const DeleteTruckController = deleteCommandController(
  api.trucks.delete,
  (id, expected) => new DeleteTruckCommand(id, expected),
);
