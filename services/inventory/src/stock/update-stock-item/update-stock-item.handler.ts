import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { InventoryItemAnswer } from '@silkway/contracts';
import { WarehousesRepository } from '../../warehouses/warehouses.repository.js';
import { StockRepository } from '../stock.repository.js';
import { UpdateStockItemCommand } from './update-stock-item.command.js';

@CommandHandler(UpdateStockItemCommand)
export class UpdateStockItemHandler implements ICommandHandler<UpdateStockItemCommand> {
  constructor(
    private readonly stock: StockRepository,
    private readonly warehouses: WarehousesRepository,
  ) {}

  async execute({ id, fields }: UpdateStockItemCommand): Promise<InventoryItemAnswer> {
    const item = await this.stock.findByIdOrFail(id);
    const warehouse = await this.warehouses.findByIdOrFail(fields.warehouseId ?? item.warehouseId);
    item.change(fields, warehouse);
    return (await this.stock.save(item)).toAnswer();
  }
}
