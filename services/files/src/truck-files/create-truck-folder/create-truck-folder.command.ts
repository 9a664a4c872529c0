import { Command } from '@nestjs/cqrs';
import type { FolderAnswer } from '@silkway/contracts';

export class CreateTruckFolderCommand extends Command<FolderAnswer> {
  constructor(
    readonly truckId: number,
    readonly name: string,
  ) {
    super();
  }
}
