import { Audit, auditFields } from '@silkway/service-kit';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StoredFiles } from '../../storage/stored-files.js';
import { OwnerDocument } from '../owner-document.entity.js';
import { OwnerFilesRepository } from '../owner-files.repository.js';
import { OwnerFolder } from '../owner-folder.entity.js';
import { DeleteFolderCommand } from './delete-folder.command.js';

/** A folder goes with all its files (product.md §5 warns the admin of exactly that). */
@CommandHandler(DeleteFolderCommand)
export class DeleteFolderHandler implements ICommandHandler<DeleteFolderCommand> {
  constructor(
    private readonly ownerFiles: OwnerFilesRepository,
    private readonly storedFiles: StoredFiles,
  ) {}

  execute({ owner, folderId }: DeleteFolderCommand): Promise<void> {
    return this.ownerFiles.manager.transaction(async (manager) => {
      const folder = await this.ownerFiles.findFolderOrFail(owner, folderId, manager);
      const documents = await this.ownerFiles.findDocumentsInFolder(manager, folder.id);
      await manager.remove(OwnerDocument, documents);
      await manager.delete(OwnerFolder, folder.id);
      Audit.record(manager, {
        action: 'delete',
        entity: 'folder',
        entityId: folder.id,
        summary: folder.name,
        before: { ...auditFields(folder), documents: documents.map((document) => document.name) },
      });
      await this.storedFiles.removeWithin(
        manager,
        documents.map((document) => document.file),
      );
    });
  }
}
