import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StoredFiles } from '../../storage/stored-files.js';
import { TruckDocument } from '../truck-document.entity.js';
import { TruckFilesRepository } from '../truck-files.repository.js';
import { DeleteTruckDocumentCommand } from './delete-truck-document.command.js';

@CommandHandler(DeleteTruckDocumentCommand)
export class DeleteTruckDocumentHandler implements ICommandHandler<DeleteTruckDocumentCommand> {
  constructor(
    private readonly truckFiles: TruckFilesRepository,
    private readonly storedFiles: StoredFiles,
  ) {}

  execute({ truckId, documentId }: DeleteTruckDocumentCommand): Promise<void> {
    return this.truckFiles.manager.transaction(async (manager) => {
      const document = await this.truckFiles.findDocumentOrFail(truckId, documentId, manager);
      await manager.delete(TruckDocument, document.id);
      await this.storedFiles.removeWithin(manager, [document.file]);
    });
  }
}
