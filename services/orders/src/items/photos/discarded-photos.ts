import { Outbox } from '@silkway/service-kit';
import type { EntityManager } from 'typeorm';
import { OrderItem } from '../../entities/order-item.entity.js';
import { storedPhotoId } from './photo-bytes.js';

/**
 * Writes `item-photos.discarded` in the caller's transaction for the stored photos among
 * `previousPhotos` that are not in `currentPhotos`, so the files service removes them exactly when
 * the change commits. Call it after the change is written: a photo another item still shows is
 * kept. Nothing is written when no stored photo is dropped.
 */
export async function announceDiscardedPhotos(
  manager: EntityManager,
  previousPhotos: readonly string[],
  currentPhotos: readonly string[] = [],
): Promise<void> {
  const current = new Set(currentPhotos);
  const dropped = [...new Set(previousPhotos)].flatMap((url) => {
    const id = current.has(url) ? null : storedPhotoId(url);
    return id === null ? [] : [{ url, id }];
  });
  if (dropped.length === 0) return;
  const stillShown = new Set(
    await photosShownByItems(
      manager,
      dropped.map(({ url }) => url),
    ),
  );
  const photoIds = dropped.filter(({ url }) => !stillShown.has(url)).map(({ id }) => id);
  if (photoIds.length === 0) return;
  Outbox.add(manager, { type: 'item-photos.discarded', payload: { photoIds } });
}

/** Which of `urls` some item holds (the admin API accepts any stored URL, so items may share one). */
async function photosShownByItems(manager: EntityManager, urls: string[]): Promise<string[]> {
  const rows = await manager
    .createQueryBuilder(OrderItem, 'item')
    .select('item.photos', 'photos')
    .where('item.photos ?| CAST(:urls AS text[])', { urls })
    .getRawMany<{ photos: string[] }>();
  return rows.flatMap((row) => row.photos);
}
