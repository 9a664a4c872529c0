import { Module } from '@nestjs/common';
import { StorageModule } from '../storage/storage.module.js';
import { ArchiveController } from './archive.http.js';
import { ArchiveRepository } from './archive.repository.js';
import { CreateArchiveFolderHandler } from './create-archive-folder/create-archive-folder.handler.js';
import { DeleteArchiveFolderHandler } from './delete-archive-folder/delete-archive-folder.handler.js';
import { DeleteArchiveMaterialHandler } from './delete-archive-material/delete-archive-material.handler.js';
import { ListArchiveFoldersHandler } from './list-archive-folders/list-archive-folders.handler.js';
import { ListArchiveMaterialsHandler } from './list-archive-materials/list-archive-materials.handler.js';
import { UploadArchiveMaterialHandler } from './upload-archive-material/upload-archive-material.handler.js';

/** The archive tab: nested folders and their materials (photos and documents). */
@Module({
  imports: [StorageModule],
  controllers: [ArchiveController],
  providers: [
    ArchiveRepository,
    ListArchiveFoldersHandler,
    CreateArchiveFolderHandler,
    DeleteArchiveFolderHandler,
    ListArchiveMaterialsHandler,
    UploadArchiveMaterialHandler,
    DeleteArchiveMaterialHandler,
  ],
})
export class ArchiveModule {}
