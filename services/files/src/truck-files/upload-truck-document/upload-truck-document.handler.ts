import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DocumentAnswer } from '@silkway/contracts';
import { StoredFiles } from '../../storage/stored-files.js';
import { TruckDocument } from '../truck-document.entity.js';
import { TruckFilesRepository } from '../truck-files.repository.js';
import { UploadTruckDocumentCommand } from './upload-truck-document.command.js';

@CommandHandler(UploadTruckDocumentCommand)
export class UploadTruckDocumentHandler implements ICommandHandler<UploadTruckDocumentCommand> {
  constructor(
    private readonly truckFiles: TruckFilesRepository,
    private readonly storedFiles: StoredFiles,
  ) {}

  async execute({ truckId, document }: UploadTruckDocumentCommand): Promise<DocumentAnswer> {
    const { name, type, folderId, fileData } = document;
    if (folderId !== null) await this.truckFiles.findFolderOrFail(truckId, folderId);
    return this.storedFiles.storeThen(this.truckFiles.manager, 'truck-documents', name, fileData, async (file, transaction) => {
      const saved = await transaction.save(Object.assign(new TruckDocument(), { truckId, folderId, name, type, file, storedFileId: file.id }));
      return saved.toAnswer();
    });
  }
}
