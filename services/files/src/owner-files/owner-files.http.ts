import { Body, Controller, Delete, Get, HttpCode, Param, Post, type Type } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  documentCreateBody,
  folderCreateBody,
  idParam,
  type DocumentAnswer,
  type DocumentCreateBody,
  type FolderAnswer,
  type FolderCreateBody,
} from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import { CreateFolderCommand } from './create-folder/create-folder.command.js';
import { DeleteDocumentCommand } from './delete-document/delete-document.command.js';
import { DeleteFolderCommand } from './delete-folder/delete-folder.command.js';
import type { OwnerKind } from './file-owner.js';
import { ListDocumentsQuery } from './list-documents/list-documents.query.js';
import { ListFoldersQuery } from './list-folders/list-folders.query.js';
import { UploadDocumentCommand } from './upload-document/upload-document.command.js';

/**
 * The folders-and-files area of a truck or an order dialog: the same six calls under
 * `/api/admin/trucks/{id}` and `/api/admin/orders/{id}`, so one controller made for each kind.
 */
function ownerFilesController(kind: OwnerKind, path: string): Type {
  @Controller(path)
  class OwnerFilesController {
    constructor(
      private readonly commands: CommandBus,
      private readonly queries: QueryBus,
    ) {}

    @Get('folders')
    listFolders(@Param('ownerId', validated(idParam)) id: number): Promise<FolderAnswer[]> {
      return this.queries.execute(new ListFoldersQuery({ kind, id }));
    }

    @Post('folders')
    createFolder(
      @Param('ownerId', validated(idParam)) id: number,
      @Body(validated(folderCreateBody)) body: FolderCreateBody,
    ): Promise<FolderAnswer> {
      return this.commands.execute(new CreateFolderCommand({ kind, id }, body.name));
    }

    @Delete('folders/:folderId')
    @HttpCode(204)
    deleteFolder(
      @Param('ownerId', validated(idParam)) id: number,
      @Param('folderId', validated(idParam)) folderId: number,
    ): Promise<void> {
      return this.commands.execute(new DeleteFolderCommand({ kind, id }, folderId));
    }

    @Get('documents')
    listDocuments(@Param('ownerId', validated(idParam)) id: number): Promise<DocumentAnswer[]> {
      return this.queries.execute(new ListDocumentsQuery({ kind, id }));
    }

    @Post('documents')
    upload(
      @Param('ownerId', validated(idParam)) id: number,
      @Body(validated(documentCreateBody)) body: DocumentCreateBody,
    ): Promise<DocumentAnswer> {
      return this.commands.execute(new UploadDocumentCommand({ kind, id }, body));
    }

    @Delete('documents/:documentId')
    @HttpCode(204)
    deleteDocument(
      @Param('ownerId', validated(idParam)) id: number,
      @Param('documentId', validated(idParam)) documentId: number,
    ): Promise<void> {
      return this.commands.execute(new DeleteDocumentCommand({ kind, id }, documentId));
    }
  }
  return OwnerFilesController;
}

export const TruckFilesController = ownerFilesController('truck', 'api/admin/trucks/:ownerId');
export const OrderFilesController = ownerFilesController('order', 'api/admin/orders/:ownerId');
