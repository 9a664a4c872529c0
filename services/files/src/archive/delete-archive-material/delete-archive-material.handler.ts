import { Audit, auditFields } from '@silkway/service-kit';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StoredFiles } from '../../storage/stored-files.js';
import { ArchiveMaterial } from '../archive-material.entity.js';
import { ArchiveRepository } from '../archive.repository.js';
import { DeleteArchiveMaterialCommand } from './delete-archive-material.command.js';

@CommandHandler(DeleteArchiveMaterialCommand)
export class DeleteArchiveMaterialHandler implements ICommandHandler<DeleteArchiveMaterialCommand> {
  constructor(
    private readonly archive: ArchiveRepository,
    private readonly storedFiles: StoredFiles,
  ) {}

  execute({ id }: DeleteArchiveMaterialCommand): Promise<void> {
    return this.archive.manager.transaction(async (manager) => {
      const material = await this.archive.findMaterialOrFail(id, manager);
      await manager.delete(ArchiveMaterial, material.id);
      Audit.record(manager, {
        action: 'delete',
        entity: 'material',
        entityId: material.id,
        summary: material.name,
        before: auditFields(material),
      });
      await this.storedFiles.removeWithin(manager, [material.file]);
    });
  }
}
