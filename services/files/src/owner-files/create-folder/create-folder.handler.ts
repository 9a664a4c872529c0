import { Audit, auditFields } from '@silkway/service-kit';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { FolderAnswer } from '@silkway/contracts';
import { OwnerFilesRepository } from '../owner-files.repository.js';
import { CreateFolderCommand } from './create-folder.command.js';

@CommandHandler(CreateFolderCommand)
export class CreateFolderHandler implements ICommandHandler<CreateFolderCommand> {
  constructor(private readonly ownerFiles: OwnerFilesRepository) {}

  async execute({ owner, name }: CreateFolderCommand): Promise<FolderAnswer> {
    return this.ownerFiles.manager.transaction(async (manager) => {
      const folder = await this.ownerFiles.saveFolder(owner, name, manager);
      Audit.record(manager, {
        action: 'create',
        entity: 'folder',
        entityId: folder.id,
        summary: folder.name,
        after: auditFields(folder),
      });
      return folder.toAnswer();
    });
  }
}
