import { api, idParam, truckHoldBody } from '@silkway/contracts';
import { paramCommandController } from '@silkway/service-kit';
import { HoldTruckCommand } from './hold-truck.command.js';

/** Internal: the orders service holds a truck for an item before the item names it (docs/events.md "Trucks held by items"). */
export const HoldTruckController = paramCommandController(
  api.internal.holdTruck,
  { name: 'itemId', schema: idParam },
  truckHoldBody,
  (itemId, body) => new HoldTruckCommand(itemId, body),
);
