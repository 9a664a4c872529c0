import { Audit, auditFields } from '@silkway/service-kit';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StoredFiles } from '../../storage/stored-files.js';
import { OwnerDocument } from '../owner-document.entity.js';
import { OwnerFilesRepository } from '../owner-files.repository.js';
import { DeleteDocumentCommand } from './delete-document.command.js';

@CommandHandler(DeleteDocumentCommand)
export class DeleteDocumentHandler implements ICommandHandler<DeleteDocumentCommand> {
  constructor(
    private readonly ownerFiles: OwnerFilesRepository,
    private readonly storedFiles: StoredFiles,
  ) {}

  execute({ owner, documentId }: DeleteDocumentCommand): Promise<void> {
    return this.ownerFiles.manager.transaction(async (manager) => {
      const document = await this.ownerFiles.findDocumentOrFail(owner, documentId, manager);
      await manager.delete(OwnerDocument, document.id);
      Audit.record(manager, {
        action: 'delete',
        entity: 'document',
        entityId: document.id,
        summary: document.name,
        before: auditFields(document),
      });
      await this.storedFiles.removeWithin(manager, [document.file]);
    });
  }
}
