import { NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { itemMessages } from '@silkway/contracts';
import type { DataSource } from 'typeorm';
import { OrderItem } from '../../entities/order-item.entity.js';
import { announceDiscardedPhotos } from '../photos/discarded-photos.js';
import { announceItemsDeleted } from '../truck-load-events.js';
import { RemoveItemCommand } from './remove-item.command.js';

/** The item's history goes with it (foreign key); its stored photos are discarded and the truck-load projection told, in the same transaction. */
@CommandHandler(RemoveItemCommand)
export class RemoveItemHandler implements ICommandHandler<RemoveItemCommand> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  execute({ id, orderId }: RemoveItemCommand): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const { raw } = await manager
        .createQueryBuilder()
        .delete()
        .from(OrderItem)
        .where(orderId === undefined ? { id } : { id, orderId })
        .returning(['id', 'orderId', 'photos'])
        .execute();
      const [removed] = raw as Array<{ id: number; order_id: number; photos: string[] }>;
      if (!removed) throw new NotFoundException(itemMessages.notFound);
      await announceDiscardedPhotos(manager, removed.photos);
      announceItemsDeleted(manager, [{ id: removed.id, orderId: removed.order_id }]);
    });
  }
}
