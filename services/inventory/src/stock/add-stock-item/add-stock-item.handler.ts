import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { InventoryItemAnswer } from '@silkway/contracts';
import { WarehousesRepository } from '../../warehouses/warehouses.repository.js';
import { InventoryItem } from '../../entities/inventory-item.entity.js';
import { StockRepository } from '../stock.repository.js';
import { AddStockItemCommand } from './add-stock-item.command.js';

@CommandHandler(AddStockItemCommand)
export class AddStockItemHandler implements ICommandHandler<AddStockItemCommand> {
  constructor(
    private readonly stock: StockRepository,
    private readonly warehouses: WarehousesRepository,
  ) {}

  async execute({ fields }: AddStockItemCommand): Promise<InventoryItemAnswer> {
    const warehouse = await this.warehouses.findByIdOrFail(fields.warehouseId);
    return (await this.stock.save(InventoryItem.create(fields, warehouse))).toAnswer();
  }
}
