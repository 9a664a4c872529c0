import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StoredFiles } from '../../storage/stored-files.js';
import { TruckDocument } from '../truck-document.entity.js';
import { TruckFilesRepository } from '../truck-files.repository.js';
import { TruckFolder } from '../truck-folder.entity.js';
import { DeleteTruckFolderCommand } from './delete-truck-folder.command.js';

/** A truck folder goes with all its files (SPEC §5 warns the admin of exactly that). */
@CommandHandler(DeleteTruckFolderCommand)
export class DeleteTruckFolderHandler implements ICommandHandler<DeleteTruckFolderCommand> {
  constructor(
    private readonly truckFiles: TruckFilesRepository,
    private readonly storedFiles: StoredFiles,
  ) {}

  execute({ truckId, folderId }: DeleteTruckFolderCommand): Promise<void> {
    return this.truckFiles.manager.transaction(async (manager) => {
      const folder = await this.truckFiles.findFolderOrFail(truckId, folderId, manager);
      const documents = await this.truckFiles.findDocumentsInFolder(manager, folder.id);
      await manager.remove(TruckDocument, documents);
      await manager.delete(TruckFolder, folder.id);
      await this.storedFiles.removeWithin(manager, documents.map((document) => document.file));
    });
  }
}
