import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type ItemAnswer, MAX_ITEM_PHOTOS } from '@silkway/contracts';
import { announceItemChanges, snapshotOf } from '../item-changes.js';
import { ItemsRepository } from '../items.repository.js';
import { announceItemUpserted } from '../truck-load-events.js';
import { announceDiscardedPhotos } from '../photos/discarded-photos.js';
import { type KeptPhotos, PhotoStore } from '../photos/photo-store.js';
import { UpdateItemCommand } from './update-item.command.js';

/** Edits an item; each changed field becomes a history entry. Photos, if sent, replace the item's (up to 10); the dropped ones are discarded. */
@CommandHandler(UpdateItemCommand)
export class UpdateItemHandler implements ICommandHandler<UpdateItemCommand> {
  constructor(
    private readonly items: ItemsRepository,
    private readonly photos: PhotoStore,
  ) {}

  async execute({ id, fields: { photos, ...fields }, username }: UpdateItemCommand): Promise<ItemAnswer> {
    await this.items.findByIdOrFail(id);
    const kept: KeptPhotos | undefined = photos === undefined ? undefined : await this.photos.keep(photos, MAX_ITEM_PHOTOS);
    const item = await this.items.transaction(async (manager) => {
      const current = await this.items.findByIdForUpdateOrFail(manager, id);
      const before = snapshotOf(current);
      const previousPhotos = current.photos;
      current.change(fields);
      if (kept) current.photos = kept.urls;
      const saved = await manager.save(current);
      await announceItemChanges(manager, saved, before, username);
      await announceItemUpserted(manager, saved);
      await announceDiscardedPhotos(manager, previousPhotos, saved.photos);
      return saved;
    });
    return { ...item.toAnswer(), ...(kept?.notice ? { notice: kept.notice } : {}) };
  }
}
