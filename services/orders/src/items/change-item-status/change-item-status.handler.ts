import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type ItemAnswer, MAX_ITEM_PHOTOS } from '@silkway/contracts';
import { announceItemChanges, snapshotOf } from '../item-changes.js';
import { ItemsRepository } from '../items.repository.js';
import { announceItemUpserted } from '../truck-load-events.js';
import { announceDiscardedPhotos } from '../photos/discarded-photos.js';
import { type KeptPhotos, PhotoStore } from '../photos/photo-store.js';
import { ChangeItemStatusCommand } from './change-item-status.command.js';

/** Any status may follow any other (SPEC §4); photos may arrive with the change and replace the item's (the dropped ones are discarded). */
@CommandHandler(ChangeItemStatusCommand)
export class ChangeItemStatusHandler implements ICommandHandler<ChangeItemStatusCommand> {
  constructor(
    private readonly items: ItemsRepository,
    private readonly photoStore: PhotoStore,
  ) {}

  async execute({ id, status, photos, username }: ChangeItemStatusCommand): Promise<ItemAnswer> {
    await this.items.findByIdOrFail(id);
    const kept: KeptPhotos | undefined = photos === undefined ? undefined : await this.photoStore.keep(photos, MAX_ITEM_PHOTOS);
    const item = await this.items.transaction(async (manager) => {
      const current = await this.items.findByIdForUpdateOrFail(manager, id);
      const before = snapshotOf(current);
      const previousPhotos = current.photos;
      current.changeStatus(status);
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
