import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type ItemAnswer, MAX_ITEM_PHOTOS } from '@silkway/contracts';
import { announceItemChanges, snapshotOf } from '../item-changes.js';
import { ItemsRepository } from '../items.repository.js';
import { announceDiscardedPhotos } from '../photos/discarded-photos.js';
import { PhotoStore } from '../photos/photo-store.js';
import { ReplaceItemPhotosCommand } from './replace-item-photos.command.js';

/** The photo dialog's save: the list sent becomes the item's photos (stored URLs kept, new data URLs uploaded, the rest discarded). */
@CommandHandler(ReplaceItemPhotosCommand)
export class ReplaceItemPhotosHandler implements ICommandHandler<ReplaceItemPhotosCommand> {
  constructor(
    private readonly items: ItemsRepository,
    private readonly photoStore: PhotoStore,
  ) {}

  async execute({ id, photos, username }: ReplaceItemPhotosCommand): Promise<ItemAnswer> {
    await this.items.findByIdOrFail(id);
    const kept = await this.photoStore.keep(photos, MAX_ITEM_PHOTOS);
    const item = await this.items.transaction(async (manager) => {
      const current = await this.items.findByIdForUpdateOrFail(manager, id);
      const before = snapshotOf(current);
      const previousPhotos = current.photos;
      current.photos = kept.urls;
      const saved = await manager.save(current);
      await announceItemChanges(manager, saved, before, username);
      await announceDiscardedPhotos(manager, previousPhotos, saved.photos);
      return saved;
    });
    return { ...item.toAnswer(), ...(kept.notice ? { notice: kept.notice } : {}) };
  }
}
