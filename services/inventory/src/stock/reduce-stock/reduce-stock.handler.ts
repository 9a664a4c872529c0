import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { InventoryItemAnswer } from '@silkway/contracts';
import { Audit, auditFields } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import { StockRepository } from '../stock.repository.js';
import { ReduceStockCommand } from './reduce-stock.command.js';

@CommandHandler(ReduceStockCommand)
export class ReduceStockHandler implements ICommandHandler<ReduceStockCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stock: StockRepository,
  ) {}

  async execute({ id, quantity }: ReduceStockCommand): Promise<InventoryItemAnswer> {
    await this.dataSource.transaction(async (manager) => {
      const item = await this.stock.findByIdForUpdateOrFail(manager, id);
      const before = auditFields(item);
      item.take(quantity);
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
