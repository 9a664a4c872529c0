import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { FolderAnswer } from '@silkway/contracts';
import { OwnerFilesRepository } from '../owner-files.repository.js';
import { ListFoldersQuery } from './list-folders.query.js';

@QueryHandler(ListFoldersQuery)
export class ListFoldersHandler implements IQueryHandler<ListFoldersQuery> {
  constructor(private readonly ownerFiles: OwnerFilesRepository) {}

  async execute({ owner }: ListFoldersQuery): Promise<FolderAnswer[]> {
    return (await this.ownerFiles.findFoldersOf(owner)).map((folder) => folder.toAnswer());
  }
}
