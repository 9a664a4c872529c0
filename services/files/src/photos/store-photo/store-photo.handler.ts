import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { StoredPhotoAnswer } from '@silkway/contracts';
import { StoredFiles } from '../../storage/stored-files.js';
import { StorePhotoCommand } from './store-photo.command.js';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
};

/** An item photo from the orders service: only its download URL is kept there. */
@CommandHandler(StorePhotoCommand)
export class StorePhotoHandler implements ICommandHandler<StorePhotoCommand> {
  constructor(private readonly storedFiles: StoredFiles) {}

  execute({ dataUrl }: StorePhotoCommand): Promise<StoredPhotoAnswer> {
    const fileName = (mimeType: string) => `photo.${EXTENSIONS[mimeType] ?? 'img'}`;
    return this.storedFiles.storeThen('photos', fileName, dataUrl, async (file) => ({
      id: file.id,
      url: file.downloadUrl,
    }));
  }
}
