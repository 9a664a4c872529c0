import { Audit, auditFields } from '@silkway/service-kit';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { archiveMaterialType, type ArchiveMaterialAnswer } from '@silkway/contracts';
import { StoredFiles } from '../../storage/stored-files.js';
import { ArchiveMaterial } from '../archive-material.entity.js';
import { ArchiveRepository } from '../archive.repository.js';
import { UploadArchiveMaterialCommand } from './upload-archive-material.command.js';

/** The sender's type, mimeType and fileSize are ignored: all three come from the stored bytes. */
@CommandHandler(UploadArchiveMaterialCommand)
export class UploadArchiveMaterialHandler implements ICommandHandler<UploadArchiveMaterialCommand> {
  constructor(
    private readonly archive: ArchiveRepository,
    private readonly storedFiles: StoredFiles,
  ) {}

  async execute({
    material: { name, folderId, fileData, description },
  }: UploadArchiveMaterialCommand): Promise<ArchiveMaterialAnswer> {
    if (folderId !== null) await this.archive.findFolderOrFail(folderId);
    return this.storedFiles.storeThen(
      'archive-materials',
      name,
      fileData,
      async (file, transaction) => {
        const material = Object.assign(new ArchiveMaterial(), {
          folderId,
          name,
          description,
          type: archiveMaterialType(file.mimeType),
          file,
          storedFileId: file.id,
        });
        const saved = await transaction.save(material);
        Audit.record(transaction, {
          action: 'create',
          entity: 'material',
          entityId: saved.id,
          summary: saved.name,
          after: auditFields(saved),
        });
        return saved.toAnswer();
      },
    );
  }
}
