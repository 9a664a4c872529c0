import { Body, Controller, Param, Query } from '@nestjs/common';
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
  api,
} from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import { CreateArchiveFolderCommand } from './create-archive-folder/create-archive-folder.command.js';
import { DeleteArchiveFolderCommand } from './delete-archive-folder/delete-archive-folder.command.js';
import { DeleteArchiveMaterialCommand } from './delete-archive-material/delete-archive-material.command.js';
import { ListArchiveFoldersQuery } from './list-archive-folders/list-archive-folders.query.js';
import { ListArchiveMaterialsQuery } from './list-archive-materials/list-archive-materials.query.js';
import { UploadArchiveMaterialCommand } from './upload-archive-material/upload-archive-material.command.js';

/** The archive tab: folders and materials, six calls under one path. */
@Controller()
export class ArchiveController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Endpoint(api.archive.listFolders)
  listFolders(
    @Query(validated(archiveFolderQuery)) query: ArchiveFolderQuery,
  ): Promise<ArchiveFolderAnswer[]> {
    return this.queries.execute(new ListArchiveFoldersQuery(query.parentId));
  }

  @Endpoint(api.archive.createFolder)
  createFolder(
    @Body(validated(archiveFolderCreateBody)) body: ArchiveFolderCreateBody,
  ): Promise<ArchiveFolderAnswer> {
    return this.commands.execute(new CreateArchiveFolderCommand(body));
  }

  @Endpoint(api.archive.deleteFolder)
  deleteFolder(@Param('id', validated(idParam)) id: number): Promise<void> {
    return this.commands.execute(new DeleteArchiveFolderCommand(id));
  }

  @Endpoint(api.archive.listMaterials)
  listMaterials(
    @Query(validated(archiveMaterialQuery)) query: ArchiveMaterialQuery,
  ): Promise<ArchiveMaterialAnswer[]> {
    return this.queries.execute(new ListArchiveMaterialsQuery(query.folderId));
  }

  @Endpoint(api.archive.uploadMaterial)
  upload(
    @Body(validated(archiveMaterialCreateBody)) body: ArchiveMaterialCreateBody,
  ): Promise<ArchiveMaterialAnswer> {
    return this.commands.execute(new UploadArchiveMaterialCommand(body));
  }

  @Endpoint(api.archive.deleteMaterial)
  deleteMaterial(@Param('id', validated(idParam)) id: number): Promise<void> {
    return this.commands.execute(new DeleteArchiveMaterialCommand(id));
  }
}
