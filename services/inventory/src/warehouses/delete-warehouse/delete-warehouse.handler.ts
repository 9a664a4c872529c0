import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WarehousesRepository } from '../warehouses.repository.js';
import { DeleteWarehouseCommand } from './delete-warehouse.command.js';

@CommandHandler(DeleteWarehouseCommand)
export class DeleteWarehouseHandler implements ICommandHandler<DeleteWarehouseCommand> {
  constructor(private readonly warehouses: WarehousesRepository) {}

  execute({ id }: DeleteWarehouseCommand): Promise<void> {
    return this.warehouses.deleteByIdOrFail(id);
  }
}
