import { Audit, auditFields } from '@silkway/service-kit';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StoredFiles } from '../../storage/stored-files.js';
import { ArchiveFolder } from '../archive-folder.entity.js';
import { ArchiveRepository } from '../archive.repository.js';
import { DeleteArchiveFolderCommand } from './delete-archive-folder.command.js';

/** A folder goes with its subfolders and every material in them, objects included. */
@CommandHandler(DeleteArchiveFolderCommand)
export class DeleteArchiveFolderHandler implements ICommandHandler<DeleteArchiveFolderCommand> {
  constructor(
    private readonly archive: ArchiveRepository,
    private readonly storedFiles: StoredFiles,
  ) {}

  execute({ id }: DeleteArchiveFolderCommand): Promise<void> {
    return this.archive.manager.transaction(async (manager) => {
      const folder = await this.archive.findFolderOrFail(id, manager);
      const materials = await this.archive.findMaterialsUnder(manager, folder.id);
      // Subfolders and their materials' rows follow through ON DELETE CASCADE.
      await manager.delete(ArchiveFolder, folder.id);
      Audit.record(manager, {
        action: 'delete',
        entity: 'folder',
        entityId: folder.id,
        summary: folder.path ?? folder.name,
        before: { ...auditFields(folder), materials: materials.map((material) => material.name) },
      });
      await this.storedFiles.removeWithin(
        manager,
        materials.map((material) => material.file),
      );
    });
  }
}
