import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { InventoryItemAnswer } from '@silkway/contracts';
import { StockRepository } from '../stock.repository.js';
import { ReduceStockCommand } from './reduce-stock.command.js';

/** The administrator's reduce: the stock rule of InventoryItem.take, 409 below zero. */
@CommandHandler(ReduceStockCommand)
export class ReduceStockHandler implements ICommandHandler<ReduceStockCommand> {
  constructor(private readonly stock: StockRepository) {}

  execute({ id, quantity }: ReduceStockCommand): Promise<InventoryItemAnswer> {
    return this.stock.changeLine(id, undefined, (item) => item.take(quantity));
  }
}
