import { Module } from '@nestjs/common';
import { StorageModule } from '../storage/storage.module.js';
import { RemoveDiscardedPhotosHandler } from './remove-discarded-photos/remove-discarded-photos.handler.js';
import { StorePhotoHandler } from './store-photo/store-photo.handler.js';
import { StorePhotoController } from './store-photo/store-photo.http.js';

/** Item photos (JPG, PNG, GIF) stored for the orders service, and removed when it discards them. */
@Module({
  imports: [StorageModule],
  controllers: [StorePhotoController],
  providers: [StorePhotoHandler, RemoveDiscardedPhotosHandler],
  exports: [RemoveDiscardedPhotosHandler],
})
export class PhotosModule {}
