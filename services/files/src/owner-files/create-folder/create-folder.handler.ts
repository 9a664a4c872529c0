import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { FolderAnswer } from '@silkway/contracts';
import { OwnerFilesRepository } from '../owner-files.repository.js';
import { CreateFolderCommand } from './create-folder.command.js';

@CommandHandler(CreateFolderCommand)
export class CreateFolderHandler implements ICommandHandler<CreateFolderCommand> {
  constructor(private readonly ownerFiles: OwnerFilesRepository) {}

  async execute({ owner, name }: CreateFolderCommand): Promise<FolderAnswer> {
    return (await this.ownerFiles.saveFolder(owner, name)).toAnswer();
  }
}
