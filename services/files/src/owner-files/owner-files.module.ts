import { Module } from '@nestjs/common';
import { StorageModule } from '../storage/storage.module.js';
import { CreateFolderHandler } from './create-folder/create-folder.handler.js';
import { DeleteDocumentHandler } from './delete-document/delete-document.handler.js';
import { DeleteFolderHandler } from './delete-folder/delete-folder.handler.js';
import { ListDocumentsHandler } from './list-documents/list-documents.handler.js';
import { ListFoldersHandler } from './list-folders/list-folders.handler.js';
import { OrderFilesController, TruckFilesController } from './owner-files.http.js';
import { OwnerFilesRepository } from './owner-files.repository.js';
import { RemoveOwnerFilesHandler } from './remove-owner-files/remove-owner-files.handler.js';
import { UploadDocumentHandler } from './upload-document/upload-document.handler.js';

/** Folders and documents of trucks and orders. */
@Module({
  imports: [StorageModule],
  controllers: [TruckFilesController, OrderFilesController],
  providers: [
    OwnerFilesRepository,
    ListFoldersHandler,
    CreateFolderHandler,
    DeleteFolderHandler,
    ListDocumentsHandler,
    UploadDocumentHandler,
    DeleteDocumentHandler,
    RemoveOwnerFilesHandler,
  ],
  exports: [RemoveOwnerFilesHandler],
})
export class OwnerFilesModule {}
