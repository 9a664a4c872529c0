import { ConflictException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { truckMessages } from '@silkway/contracts';
import { Audit, Outbox } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import { TruckLoad } from '../../entities/truck-load.entity.js';
import { TrucksRepository } from '../trucks.repository.js';
import { DeleteTruckCommand } from './delete-truck.command.js';

/**
 * A truck with goods in it stays (409): its items would point at nothing. The row is locked first,
 * as the truck-load projection updates it with every load. The deletion and its events commit
 * together: the files service removes its documents, the orders service stops offering it.
 */
@CommandHandler(DeleteTruckCommand)
export class DeleteTruckHandler implements ICommandHandler<DeleteTruckCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly trucks: TrucksRepository,
  ) {}

  execute({ id }: DeleteTruckCommand): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const truck = await this.trucks.findByIdForUpdateOrFail(manager, id);
      if (await manager.existsBy(TruckLoad, { truckId: id, removed: false }))
        throw new ConflictException(truckMessages.hasGoods);
      await Audit.remove(manager, truck, { entity: 'truck', entityId: id, summary: truck.number });
      Outbox.add(manager, { type: 'truck.deleted', payload: { truckId: id } });
      Outbox.add(manager, { type: 'truck.removed', payload: { truckId: id } });
    });
  }
}
