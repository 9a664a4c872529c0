import { Audit, auditFields } from '@silkway/service-kit';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ArchiveFolderAnswer } from '@silkway/contracts';
import { ArchiveFolder } from '../archive-folder.entity.js';
import { ArchiveRepository } from '../archive.repository.js';
import { CreateArchiveFolderCommand } from './create-archive-folder.command.js';

@CommandHandler(CreateArchiveFolderCommand)
export class CreateArchiveFolderHandler implements ICommandHandler<CreateArchiveFolderCommand> {
  constructor(private readonly archive: ArchiveRepository) {}

  async execute({
    folder: { name, path, parentId },
  }: CreateArchiveFolderCommand): Promise<ArchiveFolderAnswer> {
    if (parentId !== null) await this.archive.findFolderOrFail(parentId);
    return this.archive.manager.transaction(async (manager) => {
      const folder = await manager.save(
        Object.assign(new ArchiveFolder(), { name, path, parentId }),
      );
      Audit.record(manager, {
        action: 'create',
        entity: 'folder',
        entityId: folder.id,
        summary: folder.path ?? folder.name,
        after: auditFields(folder),
      });
      return folder.toAnswer();
    });
  }
}
