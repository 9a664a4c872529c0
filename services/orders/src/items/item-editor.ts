import { Injectable } from '@nestjs/common';
import { type ItemAnswer, MAX_ITEM_PHOTOS } from '@silkway/contracts';
import { announceItemChanges, snapshotOf } from './item-changes.js';
import { ItemsRepository } from './items.repository.js';
import type { OrderItem } from './order-item.entity.js';
import { announceDiscardedPhotos } from './photos/discarded-photos.js';
import { type KeptPhotos, PhotoStore } from './photos/photo-store.js';
import { announceItemUpserted } from './truck-load-events.js';

export interface ItemEdit {
  /** Replace the item's photos (up to 10, the rest ignored with a notice); undefined keeps them. */
  photos?: readonly string[];
  /** Changes the item's own fields; undefined when only the photos change. */
  changeFields?: (item: OrderItem) => void;
}

/**
 * The one way an existing item is edited: photos are kept (uploaded) before the transaction; in it
 * the row is locked and changed, and the history, the truck-load projection (only when fields may
 * have changed: its payload carries no photos) and the dropped photos are told through the outbox.
 */
@Injectable()
export class ItemEditor {
  constructor(
    private readonly items: ItemsRepository,
    private readonly photoStore: PhotoStore,
  ) {}

  async edit(id: number, username: string, { photos, changeFields }: ItemEdit): Promise<ItemAnswer> {
    await this.items.findByIdOrFail(id);
    const kept: KeptPhotos | undefined = photos === undefined ? undefined : await this.photoStore.keep(photos, MAX_ITEM_PHOTOS);
    const item = await this.items.transaction(async (manager) => {
      const current = await this.items.findByIdForUpdateOrFail(manager, id);
      const before = snapshotOf(current);
      const previousPhotos = current.photos;
      changeFields?.(current);
      if (kept) current.photos = kept.urls;
      const saved = await manager.save(current);
      await announceItemChanges(manager, saved, before, username);
      if (changeFields) await announceItemUpserted(manager, saved);
      await announceDiscardedPhotos(manager, previousPhotos, saved.photos);
      return saved;
    });
    return { ...item.toAnswer(), ...(kept?.notice ? { notice: kept.notice } : {}) };
  }
}
