import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
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
import { CreateTruckFolderCommand } from './create-truck-folder/create-truck-folder.command.js';
import { DeleteTruckDocumentCommand } from './delete-truck-document/delete-truck-document.command.js';
import { DeleteTruckFolderCommand } from './delete-truck-folder/delete-truck-folder.command.js';
import { ListTruckDocumentsQuery } from './list-truck-documents/list-truck-documents.query.js';
import { ListTruckFoldersQuery } from './list-truck-folders/list-truck-folders.query.js';
import { UploadTruckDocumentCommand } from './upload-truck-document/upload-truck-document.command.js';

/** The truck dialog's materials area: six calls that share one path, so one controller. */
@Controller('api/admin/trucks/:truckId')
export class TruckFilesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('folders')
  listFolders(@Param('truckId', validated(idParam)) truckId: number): Promise<FolderAnswer[]> {
    return this.queries.execute(new ListTruckFoldersQuery(truckId));
  }

  @Post('folders')
  createFolder(@Param('truckId', validated(idParam)) truckId: number, @Body(validated(folderCreateBody)) body: FolderCreateBody): Promise<FolderAnswer> {
    return this.commands.execute(new CreateTruckFolderCommand(truckId, body.name));
  }

  @Delete('folders/:folderId')
  @HttpCode(204)
  deleteFolder(@Param('truckId', validated(idParam)) truckId: number, @Param('folderId', validated(idParam)) folderId: number): Promise<void> {
    return this.commands.execute(new DeleteTruckFolderCommand(truckId, folderId));
  }

  @Get('documents')
  listDocuments(@Param('truckId', validated(idParam)) truckId: number): Promise<DocumentAnswer[]> {
    return this.queries.execute(new ListTruckDocumentsQuery(truckId));
  }

  @Post('documents')
  upload(@Param('truckId', validated(idParam)) truckId: number, @Body(validated(documentCreateBody)) body: DocumentCreateBody): Promise<DocumentAnswer> {
    return this.commands.execute(new UploadTruckDocumentCommand(truckId, body));
  }

  @Delete('documents/:documentId')
  @HttpCode(204)
  deleteDocument(@Param('truckId', validated(idParam)) truckId: number, @Param('documentId', validated(idParam)) documentId: number): Promise<void> {
    return this.commands.execute(new DeleteTruckDocumentCommand(truckId, documentId));
  }
}
