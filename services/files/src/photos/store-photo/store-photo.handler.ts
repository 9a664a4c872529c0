import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { StoredPhotoAnswer } from '@silkway/contracts';
import type { DataSource } from 'typeorm';
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
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storedFiles: StoredFiles,
  ) {}

  execute({ dataUrl }: StorePhotoCommand): Promise<StoredPhotoAnswer> {
    const fileName = (mimeType: string) => `photo.${EXTENSIONS[mimeType] ?? 'img'}`;
    return this.storedFiles.storeThen(
      this.dataSource.manager,
      'photos',
      fileName,
      dataUrl,
      async (file) => ({ id: file.id, url: file.downloadUrl }),
    );
  }
}
