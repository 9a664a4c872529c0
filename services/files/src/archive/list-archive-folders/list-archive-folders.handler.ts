import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ArchiveFolderAnswer } from '@silkway/contracts';
import { ArchiveRepository } from '../archive.repository.js';
import { ListArchiveFoldersQuery } from './list-archive-folders.query.js';

@QueryHandler(ListArchiveFoldersQuery)
export class ListArchiveFoldersHandler implements IQueryHandler<ListArchiveFoldersQuery> {
  constructor(private readonly archive: ArchiveRepository) {}

  async execute({ parentId }: ListArchiveFoldersQuery): Promise<ArchiveFolderAnswer[]> {
    if (parentId !== null) await this.archive.findFolderOrFail(parentId);
    return (await this.archive.findFoldersIn(parentId)).map((folder) => folder.toAnswer());
  }
}
