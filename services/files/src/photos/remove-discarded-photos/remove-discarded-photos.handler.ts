import { Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { ObjectStorage } from '../../storage/object-storage.js';
import { StoredFile } from '../../storage/stored-file.entity.js';
import { StoredFiles } from '../../storage/stored-files.js';

/**
 * `item-photos.discarded` (from orders): the photos' rows and objects go. Only files in the photos
 * bucket are touched, whatever ids the event names; a photo already gone is skipped. Runs inside
 * the consumer's transaction that records the event id, so a repeat delivery changes nothing.
 */
@Injectable()
export class RemoveDiscardedPhotosHandler {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly storedFiles: StoredFiles,
  ) {}

  async handle(manager: EntityManager, photoIds: number[]): Promise<void> {
    const photos = await manager.findBy(StoredFile, {
      id: In(photoIds),
      bucket: this.storage.bucketFor('photos'),
    });
    await this.storedFiles.removeWithin(manager, photos);
  }
}
