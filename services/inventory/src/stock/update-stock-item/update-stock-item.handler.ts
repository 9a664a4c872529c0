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

  execute({ id, fields, expected }: UpdateStockItemCommand): Promise<InventoryItemAnswer> {
    return this.stock.changeLine(id, expected, async (item, manager) =>
      item.change(
        fields,
        await this.warehouses.findByIdOrFail(fields.warehouseId ?? item.warehouseId, manager),
      ),
    );
  }
}
