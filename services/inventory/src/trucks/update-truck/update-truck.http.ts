import { api, truckUpdateBody } from '@silkway/contracts';
import { idCommandController } from '@silkway/service-kit';
import { UpdateTruckCommand } from './update-truck.command.js';

export const UpdateTruckController = idCommandController(
  api.trucks.update,
  truckUpdateBody,
  (id, body, _admin, expected) => new UpdateTruckCommand(id, body, expected),
);
