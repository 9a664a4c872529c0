import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { WarehouseAnswer } from '@silkway/contracts';
import { Audit, auditFields, refuseStaleVersion } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import { WarehousesRepository } from '../warehouses.repository.js';
import { UpdateWarehouseCommand } from './update-warehouse.command.js';

@CommandHandler(UpdateWarehouseCommand)
export class UpdateWarehouseHandler implements ICommandHandler<UpdateWarehouseCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly warehouses: WarehousesRepository,
  ) {}

  execute({ id, fields, expected }: UpdateWarehouseCommand): Promise<WarehouseAnswer> {
    return this.dataSource.transaction(async (manager) => {
      const warehouse = await this.warehouses.findByIdForUpdateOrFail(manager, id);
      await refuseStaleVersion(manager, expected, 'warehouse', warehouse, async () =>
        warehouse.toAnswer(),
      );
      const before = auditFields(warehouse);
      warehouse.change(fields);
      const saved = await manager.save(warehouse);
      Audit.record(manager, {
        action: 'update',
        entity: 'warehouse',
        entityId: id,
        summary: saved.name,
        before,
        after: auditFields(saved),
      });
      return saved.toAnswer();
    });
  }
}
