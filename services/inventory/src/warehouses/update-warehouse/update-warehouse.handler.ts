import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WarehouseAnswer } from '@silkway/contracts';
import { WarehousesRepository } from '../warehouses.repository.js';
import { UpdateWarehouseCommand } from './update-warehouse.command.js';

@CommandHandler(UpdateWarehouseCommand)
export class UpdateWarehouseHandler implements ICommandHandler<UpdateWarehouseCommand> {
  constructor(private readonly warehouses: WarehousesRepository) {}

  async execute({ id, fields }: UpdateWarehouseCommand): Promise<WarehouseAnswer> {
    const warehouse = await this.warehouses.findByIdOrFail(id);
    warehouse.change(fields);
    return (await this.warehouses.save(warehouse)).toAnswer();
  }
}
