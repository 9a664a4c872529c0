import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { Outbox } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import { TrucksRepository } from '../trucks.repository.js';
import { DeleteTruckCommand } from './delete-truck.command.js';

/** The truck and its `truck.deleted` event commit together; the files service then removes its documents. */
@CommandHandler(DeleteTruckCommand)
export class DeleteTruckHandler implements ICommandHandler<DeleteTruckCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly trucks: TrucksRepository,
  ) {}

  execute({ id }: DeleteTruckCommand): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      await this.trucks.deleteByIdOrFail(manager, id);
      await Outbox.add(manager, { type: 'truck.deleted', payload: { truckId: id } });
    });
  }
}
