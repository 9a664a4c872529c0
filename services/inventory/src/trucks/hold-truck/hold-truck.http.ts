import { Body, Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  api,
  idParam,
  truckHoldBody,
  type TruckHoldBody,
  type TruckStateAnswer,
} from '@silkway/contracts';
import { Endpoint, validated } from '@silkway/service-kit';
import { HoldTruckCommand } from './hold-truck.command.js';

/** Internal: the orders service holds a truck for an item before the item names it (docs/events.md "Trucks held by items"). */
@Controller()
export class HoldTruckController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.internal.holdTruck)
  hold(
    @Param('itemId', validated(idParam)) itemId: number,
    @Body(validated(truckHoldBody)) body: TruckHoldBody,
  ): Promise<TruckStateAnswer> {
    return this.commands.execute(new HoldTruckCommand(itemId, body));
  }
}
