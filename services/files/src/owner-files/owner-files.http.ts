import { Body, Controller, Param, type Type } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  api,
  documentCreateBody,
  folderCreateBody,
  idParam,
  type DocumentAnswer,
  type DocumentCreateBody,
  type FolderAnswer,
  type FolderCreateBody,
  type OwnerFileCalls,
} from '@silkway/contracts';
import { Endpoint, validated } from '@silkway/service-kit';
import { CreateFolderCommand } from './create-folder/create-folder.command.js';
import { DeleteDocumentCommand } from './delete-document/delete-document.command.js';
import { DeleteFolderCommand } from './delete-folder/delete-folder.command.js';
import type { OwnerKind } from './file-owner.js';
import { ListDocumentsQuery } from './list-documents/list-documents.query.js';
import { ListFoldersQuery } from './list-folders/list-folders.query.js';
import { UploadDocumentCommand } from './upload-document/upload-document.command.js';

/**
 * The folders-and-files area of a truck or an order dialog: the same six calls for each kind
 * (`api.truckFiles`, `api.orderFiles`), so one controller made for each.
 */
function ownerFilesController(kind: OwnerKind, calls: OwnerFileCalls): Type {
  @Controller()
  class OwnerFilesController {
    constructor(
      private readonly commands: CommandBus,
      private readonly queries: QueryBus,
    ) {}

    @Endpoint(calls.listFolders)
    listFolders(@Param('id', validated(idParam)) id: number): Promise<FolderAnswer[]> {
      return this.queries.execute(new ListFoldersQuery({ kind, id }));
    }

    @Endpoint(calls.createFolder)
    createFolder(
      @Param('id', validated(idParam)) id: number,
      @Body(validated(folderCreateBody)) body: FolderCreateBody,
    ): Promise<FolderAnswer> {
      return this.commands.execute(new CreateFolderCommand({ kind, id }, body.name));
    }

    @Endpoint(calls.deleteFolder)
    deleteFolder(
      @Param('id', validated(idParam)) id: number,
      @Param('folderId', validated(idParam)) folderId: number,
    ): Promise<void> {
      return this.commands.execute(new DeleteFolderCommand({ kind, id }, folderId));
    }

    @Endpoint(calls.listDocuments)
    listDocuments(@Param('id', validated(idParam)) id: number): Promise<DocumentAnswer[]> {
      return this.queries.execute(new ListDocumentsQuery({ kind, id }));
    }

    @Endpoint(calls.uploadDocument)
    upload(
      @Param('id', validated(idParam)) id: number,
      @Body(validated(documentCreateBody)) body: DocumentCreateBody,
    ): Promise<DocumentAnswer> {
      return this.commands.execute(new UploadDocumentCommand({ kind, id }, body));
    }

    @Endpoint(calls.deleteDocument)
    deleteDocument(
      @Param('id', validated(idParam)) id: number,
      @Param('documentId', validated(idParam)) documentId: number,
    ): Promise<void> {
      return this.commands.execute(new DeleteDocumentCommand({ kind, id }, documentId));
    }
  }
  return OwnerFilesController;
}

export const TruckFilesController = ownerFilesController('truck', api.truckFiles);
export const OrderFilesController = ownerFilesController('order', api.orderFiles);
