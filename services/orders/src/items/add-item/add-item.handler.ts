import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type ItemAnswer, MAX_NEW_ITEM_PHOTOS } from '@silkway/contracts';
import { Outbox } from '@silkway/service-kit';
import { announceItemChanges } from '../item-changes.js';
import { ItemsRepository } from '../items.repository.js';
import { OrderItem } from '../order-item.entity.js';
import { type KeptPhotos, PhotoStore } from '../photos/photo-store.js';
import { announceItemUpserted } from '../truck-load-events.js';
import { AddItemCommand } from './add-item.command.js';

/**
 * Adds an item with its photos (at most 5 at creation). An item taken from warehouse stock asks
 * the inventory to reduce it, in the same transaction, and waits for the answer as 'pending'.
 */
@CommandHandler(AddItemCommand)
export class AddItemHandler implements ICommandHandler<AddItemCommand> {
  constructor(
    private readonly items: ItemsRepository,
    private readonly photos: PhotoStore,
  ) {}

  async execute({ orderId, fields: { photos, ...fields }, username }: AddItemCommand): Promise<ItemAnswer> {
    await this.items.assertOrderExists(orderId);
    const kept: KeptPhotos = fields.fromInventory ? { urls: [] } : await this.photos.keep(photos, MAX_NEW_ITEM_PHOTOS);
    const item = await this.items.transaction(async (manager) => {
      const saved = await manager.save(OrderItem.create(orderId, fields, kept.urls));
      await announceItemChanges(manager, saved, null, username);
      await announceItemUpserted(manager, saved);
      if (saved.fromInventory && saved.inventoryItemId !== null) {
        await Outbox.add(manager, {
          type: 'stock.reduce-requested',
          payload: { orderItemId: saved.id, inventoryItemId: saved.inventoryItemId, quantity: saved.quantity },
        });
      }
      return saved;
    });
    return { ...item.toAnswer(), ...(kept.notice ? { notice: kept.notice } : {}) };
  }
}
