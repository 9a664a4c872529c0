import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { InventoryItemAnswer } from '@silkway/contracts';
import { Audit, auditFields } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import { WarehousesRepository } from '../../warehouses/warehouses.repository.js';
import { InventoryItem } from '../../entities/inventory-item.entity.js';
import { AddStockItemCommand } from './add-stock-item.command.js';

@CommandHandler(AddStockItemCommand)
export class AddStockItemHandler implements ICommandHandler<AddStockItemCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly warehouses: WarehousesRepository,
  ) {}

  execute({ fields }: AddStockItemCommand): Promise<InventoryItemAnswer> {
    return this.dataSource.transaction(async (manager) => {
      const warehouse = await this.warehouses.holdForNewLinesOrFail(manager, fields.warehouseId);
      const line = await manager.save(InventoryItem.create(fields, warehouse));
      Audit.record(manager, {
        action: 'create',
        entity: 'stock',
        entityId: line.id,
        summary: `${line.code} · ${line.name}`,
        after: auditFields(line),
      });
      return line.toAnswer();
    });
  }
}
