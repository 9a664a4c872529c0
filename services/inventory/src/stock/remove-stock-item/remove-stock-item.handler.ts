import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StockRepository } from '../stock.repository.js';
import { RemoveStockItemCommand } from './remove-stock-item.command.js';

@CommandHandler(RemoveStockItemCommand)
export class RemoveStockItemHandler implements ICommandHandler<RemoveStockItemCommand> {
  constructor(private readonly stock: StockRepository) {}

  execute({ id }: RemoveStockItemCommand): Promise<void> {
    return this.stock.deleteByIdOrFail(id);
  }
}
