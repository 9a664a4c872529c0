import { Module } from '@nestjs/common';
import { StorageModule } from '../storage/storage.module.js';
import { CreateTruckFolderHandler } from './create-truck-folder/create-truck-folder.handler.js';
import { DeleteTruckDocumentHandler } from './delete-truck-document/delete-truck-document.handler.js';
import { DeleteTruckFolderHandler } from './delete-truck-folder/delete-truck-folder.handler.js';
import { ListTruckDocumentsHandler } from './list-truck-documents/list-truck-documents.handler.js';
import { ListTruckFoldersHandler } from './list-truck-folders/list-truck-folders.handler.js';
import { RemoveTruckFilesWhenTruckDeletedHandler } from './remove-truck-files-when-truck-deleted/remove-truck-files-when-truck-deleted.handler.js';
import { TruckFilesRepository } from './truck-files.repository.js';
import { TruckFilesController } from './truck-files.http.js';
import { UploadTruckDocumentHandler } from './upload-truck-document/upload-truck-document.handler.js';

@Module({
  imports: [StorageModule],
  controllers: [TruckFilesController],
  providers: [
    TruckFilesRepository,
    ListTruckFoldersHandler,
    CreateTruckFolderHandler,
    DeleteTruckFolderHandler,
    ListTruckDocumentsHandler,
    UploadTruckDocumentHandler,
    DeleteTruckDocumentHandler,
    RemoveTruckFilesWhenTruckDeletedHandler,
  ],
  exports: [RemoveTruckFilesWhenTruckDeletedHandler],
})
export class TruckFilesModule {}
