import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { Audit, Outbox, Refusal, refuseStaleVersion } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import { unitsHeldOf } from '../holds/stock-holds.js';
import { StockRepository } from '../stock.repository.js';
import { RemoveStockItemCommand } from './remove-stock-item.command.js';

/**
 * A line order items hold units of stays (409 naming their orders). The line is locked first, as
 * takes lock it, so a take applied meanwhile is either seen here or finds the line gone and is
 * refused. Items that name the line holding nothing (a take refused, unlinked) hear
 * `stock-line.removed` and let go of it.
 */
@CommandHandler(RemoveStockItemCommand)
export class RemoveStockItemHandler implements ICommandHandler<RemoveStockItemCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stock: StockRepository,
  ) {}

  execute({ id, expected }: RemoveStockItemCommand): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const line = await this.stock.findByIdForUpdateOrFail(manager, id);
      await refuseStaleVersion(manager, expected, 'stock', line, async () =>
        (await this.stock.findByIdOrFail(id)).toAnswer(),
      );
      const { quantity, orders } = await unitsHeldOf(manager, id);
      if (quantity > 0)
        throw orders
          ? new Refusal(409, 'stockLineHeld', { quantity, orders })
          : new Refusal(409, 'stockLineHeldUnnamed', { quantity });
      await Audit.remove(manager, line, {
        entity: 'stock',
        entityId: id,
        summary: `${line.code} · ${line.name}`,
      });
      Outbox.add(manager, { type: 'stock-line.removed', payload: { inventoryItemId: id } });
    });
  }
}
