import { NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { orderMessages } from '@silkway/contracts';
import { Outbox } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import { Order } from '../order.entity.js';
import { DeleteOrderCommand } from './delete-order.command.js';

/**
 * Items (and their history) go with the order through the foreign keys; `order.deleted` in the
 * same transaction tells the files service to remove the order's folders and documents.
 */
@CommandHandler(DeleteOrderCommand)
export class DeleteOrderHandler implements ICommandHandler<DeleteOrderCommand> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  execute({ id }: DeleteOrderCommand): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const { affected } = await manager.delete(Order, { id });
      if (!affected) throw new NotFoundException(orderMessages.notFound);
      await Outbox.add(manager, { type: 'order.deleted', payload: { orderId: id } });
    });
  }
}
