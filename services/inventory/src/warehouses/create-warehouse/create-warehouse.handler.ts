import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WarehouseAnswer } from '@silkway/contracts';
import { Warehouse } from '../../entities/warehouse.entity.js';
import { WarehousesRepository } from '../warehouses.repository.js';
import { CreateWarehouseCommand } from './create-warehouse.command.js';

@CommandHandler(CreateWarehouseCommand)
export class CreateWarehouseHandler implements ICommandHandler<CreateWarehouseCommand> {
  constructor(private readonly warehouses: WarehousesRepository) {}

  async execute({ fields }: CreateWarehouseCommand): Promise<WarehouseAnswer> {
    return (await this.warehouses.save(Warehouse.create(fields))).toAnswer();
  }
}
