import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ArchiveMaterialAnswer } from '@silkway/contracts';
import { ArchiveRepository } from '../archive.repository.js';
import { ListArchiveMaterialsQuery } from './list-archive-materials.query.js';

@QueryHandler(ListArchiveMaterialsQuery)
export class ListArchiveMaterialsHandler implements IQueryHandler<ListArchiveMaterialsQuery> {
  constructor(private readonly archive: ArchiveRepository) {}

  async execute({ folderId }: ListArchiveMaterialsQuery): Promise<ArchiveMaterialAnswer[]> {
    if (folderId !== null) await this.archive.findFolderOrFail(folderId);
    return (await this.archive.findMaterialsIn(folderId)).map((material) => material.toAnswer());
  }
}
