import { Controller, Param, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  api,
  idParam,
  truckHoldReleaseQuery,
  type TruckHoldReleaseQuery,
} from '@silkway/contracts';
import { Endpoint, validated } from '@silkway/service-kit';
import { ReleaseTruckHoldCommand } from './release-truck-hold.command.js';

/** Internal: the orders service lets go of a hold when the item's write that asked for it failed. */
@Controller()
export class ReleaseTruckHoldController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(api.internal.releaseTruckHold)
  release(
    @Param('itemId', validated(idParam)) itemId: number,
    @Query(validated(truckHoldReleaseQuery)) query: TruckHoldReleaseQuery,
  ): Promise<void> {
    return this.commands.execute(new ReleaseTruckHoldCommand(itemId, query));
  }
}
