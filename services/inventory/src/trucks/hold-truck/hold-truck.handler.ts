import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { TruckStateAnswer } from '@silkway/contracts';
import type { DataSource } from 'typeorm';
import { TruckHold } from '../truck-hold.entity.js';
import { TrucksRepository } from '../trucks.repository.js';
import { HoldTruckCommand } from './hold-truck.command.js';

/**
 * Holds a truck for an order item before the item names it (404 when there is no truck). The truck's
 * row is shared-locked while the hold is written, so a delete either waits and then sees the hold,
 * or has already gone and the hold finds no truck. A repeat keeps the latest time it was asked at.
 */
@CommandHandler(HoldTruckCommand)
export class HoldTruckHandler implements ICommandHandler<HoldTruckCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly trucks: TrucksRepository,
  ) {}

  execute({
    orderItemId,
    hold: { truckId, orderCode, heldAt },
  }: HoldTruckCommand): Promise<TruckStateAnswer> {
    return this.dataSource.transaction(async (manager) => {
      const truck = await this.trucks.findByIdForKeyShareOrFail(manager, truckId);
      const holds = manager.getRepository(TruckHold).metadata.tablePath;
      await manager.query(
        `INSERT INTO ${holds} (order_item_id, truck_id, order_code, held_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (order_item_id, truck_id) DO UPDATE
         SET order_code = EXCLUDED.order_code, held_at = GREATEST(${holds}.held_at, EXCLUDED.held_at)`,
        [orderItemId, truckId, orderCode, heldAt],
      );
      return truck.toState();
    });
  }
}
