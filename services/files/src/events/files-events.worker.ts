import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SERVICE_CONFIG, ServiceEventsWorker } from '@silkway/service-kit';
import type { DataSource } from 'typeorm';
import type { FilesConfig } from '../config.js';
import { RemoveOwnerFilesHandler } from '../owner-files/remove-owner-files/remove-owner-files.handler.js';
import { RemoveDiscardedPhotosHandler } from '../photos/remove-discarded-photos/remove-discarded-photos.handler.js';

/** Consumes the `files` queue: every event another service addresses to this one. */
@Injectable()
export class FilesEventsWorker extends ServiceEventsWorker {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    @Inject(SERVICE_CONFIG) config: FilesConfig,
    removeOwnerFiles: RemoveOwnerFilesHandler,
    removeDiscardedPhotos: RemoveDiscardedPhotosHandler,
  ) {
    super('files', dataSource, config, {
      'truck.deleted': (manager, { payload }) =>
        removeOwnerFiles.handle(manager, { kind: 'truck', id: payload.truckId }),
      'order.deleted': (manager, { payload }) =>
        removeOwnerFiles.handle(manager, { kind: 'order', id: payload.orderId }),
      'item-photos.discarded': (manager, { payload }) =>
        removeDiscardedPhotos.handle(manager, payload.photoIds),
    });
  }
}
