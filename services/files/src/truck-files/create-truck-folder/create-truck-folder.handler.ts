import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { FolderAnswer } from '@silkway/contracts';
import { TruckFilesRepository } from '../truck-files.repository.js';
import { TruckFolder } from '../truck-folder.entity.js';
import { CreateTruckFolderCommand } from './create-truck-folder.command.js';

@CommandHandler(CreateTruckFolderCommand)
export class CreateTruckFolderHandler implements ICommandHandler<CreateTruckFolderCommand> {
  constructor(private readonly truckFiles: TruckFilesRepository) {}

  async execute({ truckId, name }: CreateTruckFolderCommand): Promise<FolderAnswer> {
    return (await this.truckFiles.saveFolder(Object.assign(new TruckFolder(), { truckId, name }))).toAnswer();
  }
}
