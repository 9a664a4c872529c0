import { Audit, auditFields } from '@silkway/service-kit';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DocumentAnswer } from '@silkway/contracts';
import { StoredFiles } from '../../storage/stored-files.js';
import { documentsKindOf } from '../file-owner.js';
import { OwnerDocument } from '../owner-document.entity.js';
import { OwnerFilesRepository } from '../owner-files.repository.js';
import { UploadDocumentCommand } from './upload-document.command.js';

@CommandHandler(UploadDocumentCommand)
export class UploadDocumentHandler implements ICommandHandler<UploadDocumentCommand> {
  constructor(
    private readonly ownerFiles: OwnerFilesRepository,
    private readonly storedFiles: StoredFiles,
  ) {}

  async execute({ owner, document }: UploadDocumentCommand): Promise<DocumentAnswer> {
    const { name, type, folderId, fileData } = document;
    if (folderId !== null) await this.ownerFiles.findFolderOrFail(owner, folderId);
    return this.storedFiles.storeThen(
      documentsKindOf(owner),
      name,
      fileData,
      async (file, transaction) => {
        const saved = await transaction.save(
          Object.assign(new OwnerDocument(), {
            ownerKind: owner.kind,
            ownerId: owner.id,
            folderId,
            name,
            type,
            file,
            storedFileId: file.id,
          }),
        );
        Audit.record(transaction, {
          action: 'create',
          entity: 'document',
          entityId: saved.id,
          summary: saved.name,
          after: auditFields(saved),
        });
        return saved.toAnswer();
      },
    );
  }
}
