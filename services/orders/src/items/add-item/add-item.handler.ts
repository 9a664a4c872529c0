import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type ItemAnswer, MAX_NEW_ITEM_PHOTOS } from '@silkway/contracts';
import { recordItemAudit } from '../item-audit.js';
import { ItemsRepository } from '../items.repository.js';
import { type KeptPhotos, PhotoStore } from '../photos/photo-store.js';
import { TruckLink } from '../../trucks/truck-link.js';
import { WarehouseLink } from '../../warehouses/warehouse-link.js';
import { AddItemCommand } from './add-item.command.js';
import { saveNewItem } from './new-item.js';

/**
 * Adds an item with its photos (at most 5 at creation). An item taken from warehouse stock asks
 * the inventory to reduce it, in the same transaction, and waits for the answer as 'pending'.
 */
@CommandHandler(AddItemCommand)
export class AddItemHandler implements ICommandHandler<AddItemCommand> {
  constructor(
    private readonly items: ItemsRepository,
    private readonly photos: PhotoStore,
    private readonly trucks: TruckLink,
    private readonly warehouses: WarehouseLink,
  ) {}

  async execute({
    orderId,
    fields: { photos, ...fields },
    username,
  }: AddItemCommand): Promise<ItemAnswer> {
    const write = (kept: KeptPhotos) => this.write(orderId, fields, username, kept);
    // Goods from stock carry no photos. With none to store first, the write's own lock on the order
    // answers a missing one.
    if (fields.fromInventory || photos.length === 0) return write({ urls: [] });
    // Photos are stored before the write: not for an order that does not exist.
    await this.items.assertOrderExists(orderId);
    return this.photos.keepWhile(photos, MAX_NEW_ITEM_PHOTOS, write);
  }

  private async write(
    orderId: number,
    fields: Omit<AddItemCommand['fields'], 'photos'>,
    username: string,
    kept: KeptPhotos,
  ): Promise<ItemAnswer> {
    const item = await this.items.transaction(async (manager) => {
      const saved = await saveNewItem(
        manager,
        await this.items.holdOrderOrFail(manager, orderId),
        fields,
        kept.urls,
        username,
        this.trucks,
        this.warehouses,
      );
      await recordItemAudit(manager, 'create', saved, null);
      return saved;
    });
    return { ...item.toAnswer(), ...(kept.notice ? { notice: kept.notice } : {}) };
  }
}
