import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  archiveFolderCreateBody,
  archiveFolderQuery,
  archiveMaterialCreateBody,
  archiveMaterialQuery,
  idParam,
  type ArchiveFolderAnswer,
  type ArchiveFolderCreateBody,
  type ArchiveFolderQuery,
  type ArchiveMaterialAnswer,
  type ArchiveMaterialCreateBody,
  type ArchiveMaterialQuery,
} from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import { CreateArchiveFolderCommand } from './create-archive-folder/create-archive-folder.command.js';
import { DeleteArchiveFolderCommand } from './delete-archive-folder/delete-archive-folder.command.js';
import { DeleteArchiveMaterialCommand } from './delete-archive-material/delete-archive-material.command.js';
import { ListArchiveFoldersQuery } from './list-archive-folders/list-archive-folders.query.js';
import { ListArchiveMaterialsQuery } from './list-archive-materials/list-archive-materials.query.js';
import { UploadArchiveMaterialCommand } from './upload-archive-material/upload-archive-material.command.js';

/** The archive tab: folders and materials, six calls under one path. */
@Controller('api/admin/archive')
export class ArchiveController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('folders')
  listFolders(
    @Query(validated(archiveFolderQuery)) query: ArchiveFolderQuery,
  ): Promise<ArchiveFolderAnswer[]> {
    return this.queries.execute(new ListArchiveFoldersQuery(query.parentId));
  }

  @Post('folders')
  createFolder(
    @Body(validated(archiveFolderCreateBody)) body: ArchiveFolderCreateBody,
  ): Promise<ArchiveFolderAnswer> {
    return this.commands.execute(new CreateArchiveFolderCommand(body));
  }

  @Delete('folders/:id')
  @HttpCode(204)
  deleteFolder(@Param('id', validated(idParam)) id: number): Promise<void> {
    return this.commands.execute(new DeleteArchiveFolderCommand(id));
  }

  @Get('materials')
  listMaterials(
    @Query(validated(archiveMaterialQuery)) query: ArchiveMaterialQuery,
  ): Promise<ArchiveMaterialAnswer[]> {
    return this.queries.execute(new ListArchiveMaterialsQuery(query.folderId));
  }

  @Post('materials')
  upload(
    @Body(validated(archiveMaterialCreateBody)) body: ArchiveMaterialCreateBody,
  ): Promise<ArchiveMaterialAnswer> {
    return this.commands.execute(new UploadArchiveMaterialCommand(body));
  }

  @Delete('materials/:id')
  @HttpCode(204)
  deleteMaterial(@Param('id', validated(idParam)) id: number): Promise<void> {
    return this.commands.execute(new DeleteArchiveMaterialCommand(id));
  }
}
