import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { TruckHold } from '../truck-hold.entity.js';
import { ReleaseTruckHoldCommand } from './release-truck-hold.command.js';

/**
 * Lets go of the hold an item's failed write made: only while it is still that write's (its time),
 * not one a later write of the item asked for meanwhile.
 */
@CommandHandler(ReleaseTruckHoldCommand)
export class ReleaseTruckHoldHandler implements ICommandHandler<ReleaseTruckHoldCommand> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({
    orderItemId,
    hold: { truckId, heldAt },
  }: ReleaseTruckHoldCommand): Promise<void> {
    await this.dataSource.manager.delete(TruckHold, {
      orderItemId,
      truckId,
      heldAt: new Date(heldAt),
    });
  }
}
