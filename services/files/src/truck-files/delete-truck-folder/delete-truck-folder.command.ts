import { Command } from '@nestjs/cqrs';

export class DeleteTruckFolderCommand extends Command<void> {
  constructor(
    readonly truckId: number,
    readonly folderId: number,
  ) {
    super();
  }
}
