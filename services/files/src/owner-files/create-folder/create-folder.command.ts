import { Command } from '@nestjs/cqrs';
import type { FolderAnswer } from '@silkway/contracts';
import type { FileOwner } from '../file-owner.js';

export class CreateFolderCommand extends Command<FolderAnswer> {
  constructor(
    readonly owner: FileOwner,
    readonly name: string,
  ) {
    super();
  }
}
