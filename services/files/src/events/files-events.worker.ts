import { Injectable } from '@nestjs/common';
import { eventsWorkerOf } from '@silkway/service-kit';
import { RemoveOwnerFilesHandler } from '../owner-files/remove-owner-files/remove-owner-files.handler.js';
import { RemoveDiscardedPhotosHandler } from '../photos/remove-discarded-photos/remove-discarded-photos.handler.js';

/** Consumes the `files` queue: every event another service addresses to this one. */
@Injectable()
export class FilesEventsWorker extends eventsWorkerOf(
  'files',
  [RemoveOwnerFilesHandler, RemoveDiscardedPhotosHandler],
  (removeOwnerFiles, removeDiscardedPhotos) => ({
    'truck.deleted': (manager, { payload }) =>
      removeOwnerFiles.handle(manager, { kind: 'truck', id: payload.truckId }),
    'order.deleted': (manager, { payload }) =>
      removeOwnerFiles.handle(manager, { kind: 'order', id: payload.orderId }),
    'item-photos.discarded': (manager, { payload }) =>
      removeDiscardedPhotos.handle(manager, payload.photoIds),
  }),
) {}
