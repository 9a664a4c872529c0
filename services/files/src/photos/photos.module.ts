import { Module } from '@nestjs/common';
import { StorageModule } from '../storage/storage.module.js';
import { StorePhotoHandler } from './store-photo/store-photo.handler.js';
import { StorePhotoController } from './store-photo/store-photo.http.js';

/** Item photos (JPG, PNG, GIF) stored for the orders service. */
@Module({
  imports: [StorageModule],
  controllers: [StorePhotoController],
  providers: [StorePhotoHandler],
})
export class PhotosModule {}
