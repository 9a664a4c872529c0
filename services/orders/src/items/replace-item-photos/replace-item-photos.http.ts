import { api, itemPhotosPatchBody } from '@silkway/contracts';
import { idCommandController } from '@silkway/service-kit';
import { ReplaceItemPhotosCommand } from './replace-item-photos.command.js';

export const ReplaceItemPhotosController = idCommandController(
  api.items.replacePhotos,
  itemPhotosPatchBody,
  (id, { photos }, { username }, expected) =>
    new ReplaceItemPhotosCommand(id, photos, username, expected),
);
