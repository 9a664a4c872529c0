import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { Audit } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import { StockRepository } from '../stock.repository.js';
import { RemoveStockItemCommand } from './remove-stock-item.command.js';

@CommandHandler(RemoveStockItemCommand)
export class RemoveStockItemHandler implements ICommandHandler<RemoveStockItemCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stock: StockRepository,
  ) {}

  execute({ id }: RemoveStockItemCommand): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const line = await this.stock.findByIdForUpdateOrFail(manager, id);
      await Audit.remove(manager, line, {
        entity: 'stock',
        entityId: id,
        summary: `${line.code} · ${line.name}`,
      });
    });
  }
}
