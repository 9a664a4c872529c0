import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { DocumentAnswer } from '@silkway/contracts';
import { OwnerFilesRepository } from '../owner-files.repository.js';
import { ListDocumentsQuery } from './list-documents.query.js';

@QueryHandler(ListDocumentsQuery)
export class ListDocumentsHandler implements IQueryHandler<ListDocumentsQuery> {
  constructor(private readonly ownerFiles: OwnerFilesRepository) {}

  async execute({ owner }: ListDocumentsQuery): Promise<DocumentAnswer[]> {
    return (await this.ownerFiles.findDocumentsOf(owner)).map((document) => document.toAnswer());
  }
}
