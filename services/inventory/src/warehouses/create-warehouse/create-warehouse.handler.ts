import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { WarehouseAnswer } from '@silkway/contracts';
import { Audit, auditFields } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import { Warehouse } from '../../entities/warehouse.entity.js';
import { CreateWarehouseCommand } from './create-warehouse.command.js';

@CommandHandler(CreateWarehouseCommand)
export class CreateWarehouseHandler implements ICommandHandler<CreateWarehouseCommand> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ fields }: CreateWarehouseCommand): Promise<WarehouseAnswer> {
    return this.dataSource.transaction(async (manager) => {
      const warehouse = await manager.save(Warehouse.create(fields));
      Audit.record(manager, {
        action: 'create',
        entity: 'warehouse',
        entityId: warehouse.id,
        summary: warehouse.name,
        after: auditFields(warehouse),
      });
      return warehouse.toAnswer();
    });
  }
}
