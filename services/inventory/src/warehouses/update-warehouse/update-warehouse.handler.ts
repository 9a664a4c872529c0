import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { WarehouseAnswer } from '@silkway/contracts';
import type { DataSource } from 'typeorm';
import { WarehousesRepository } from '../warehouses.repository.js';
import { UpdateWarehouseCommand } from './update-warehouse.command.js';

@CommandHandler(UpdateWarehouseCommand)
export class UpdateWarehouseHandler implements ICommandHandler<UpdateWarehouseCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly warehouses: WarehousesRepository,
  ) {}

  execute({ id, fields }: UpdateWarehouseCommand): Promise<WarehouseAnswer> {
    return this.dataSource.transaction(async (manager) => {
      const warehouse = await this.warehouses.findByIdForUpdateOrFail(manager, id);
      warehouse.change(fields);
      return (await manager.save(warehouse)).toAnswer();
    });
  }
}
