import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { InventoryItemAnswer } from '@silkway/contracts';
import { Audit, auditFields } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import { WarehousesRepository } from '../../warehouses/warehouses.repository.js';
import { StockRepository } from '../stock.repository.js';
import { UpdateStockItemCommand } from './update-stock-item.command.js';

/** The line is locked while it changes: takes applied meanwhile wait, and their quantity is not written back. */
@CommandHandler(UpdateStockItemCommand)
export class UpdateStockItemHandler implements ICommandHandler<UpdateStockItemCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stock: StockRepository,
    private readonly warehouses: WarehousesRepository,
  ) {}

  async execute({ id, fields }: UpdateStockItemCommand): Promise<InventoryItemAnswer> {
    await this.dataSource.transaction(async (manager) => {
      const item = await this.stock.findByIdForUpdateOrFail(manager, id);
      const before = auditFields(item);
      item.change(
        fields,
        await this.warehouses.findByIdOrFail(fields.warehouseId ?? item.warehouseId, manager),
      );
      await manager.save(item);
      Audit.record(manager, {
        action: 'update',
        entity: 'stock',
        entityId: id,
        summary: `${item.code} · ${item.name}`,
        before,
        after: auditFields(item),
      });
    });
    return (await this.stock.findByIdOrFail(id)).toAnswer();
  }
}
