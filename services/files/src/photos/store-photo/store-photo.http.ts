import { api, photoUploadBody } from '@silkway/contracts';
import { bodyCommandController } from '@silkway/service-kit';
import { StorePhotoCommand } from './store-photo.command.js';

/** Internal: only the orders service calls it, never the gateway. */
export const StorePhotoController = bodyCommandController(
  api.internal.storePhoto,
  photoUploadBody,
  (body) => new StorePhotoCommand(body.dataUrl),
);
