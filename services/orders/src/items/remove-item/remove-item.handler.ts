import { NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { itemMessages } from '@silkway/contracts';
import type { DataSource } from 'typeorm';
import { OrderItem } from '../order-item.entity.js';
import { RemoveItemCommand } from './remove-item.command.js';

/** The item's history goes with it (foreign key). */
@CommandHandler(RemoveItemCommand)
export class RemoveItemHandler implements ICommandHandler<RemoveItemCommand> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ id, orderId }: RemoveItemCommand): Promise<void> {
    const { affected } = await this.dataSource.manager.delete(OrderItem, orderId === undefined ? { id } : { id, orderId });
    if (!affected) throw new NotFoundException(itemMessages.notFound);
  }
}
