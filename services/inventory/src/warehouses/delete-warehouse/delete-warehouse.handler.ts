import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { Audit, Outbox, Refusal, refuseStaleVersion } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import { InventoryItem } from '../../entities/inventory-item.entity.js';
import { WarehousesRepository } from '../warehouses.repository.js';
import { DeleteWarehouseCommand } from './delete-warehouse.command.js';

/**
 * A warehouse with stock lines stays (409): deleting it would silently delete its stock. The row is
 * locked first, so a line added meanwhile is either seen here or waits and then fails the foreign key.
 * The delete and `warehouse.removed` commit together: order items naming the warehouse let go of it.
 */
@CommandHandler(DeleteWarehouseCommand)
export class DeleteWarehouseHandler implements ICommandHandler<DeleteWarehouseCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly warehouses: WarehousesRepository,
  ) {}

  execute({ id, expected }: DeleteWarehouseCommand): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const warehouse = await this.warehouses.findByIdForUpdateOrFail(manager, id);
      await refuseStaleVersion(manager, expected, 'warehouse', warehouse, async () =>
        warehouse.toAnswer(),
      );
      const lines = await manager.countBy(InventoryItem, { warehouseId: id });
      if (lines > 0) throw new Refusal(409, 'warehouseHasStock', { count: lines });
      await Audit.remove(manager, warehouse, {
        entity: 'warehouse',
        entityId: id,
        summary: warehouse.name,
      });
      Outbox.add(manager, { type: 'warehouse.removed', payload: { warehouseId: id } });
    });
  }
}
