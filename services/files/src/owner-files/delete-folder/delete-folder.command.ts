import { Command } from '@nestjs/cqrs';
import type { FileOwner } from '../file-owner.js';

export class DeleteFolderCommand extends Command<void> {
  constructor(
    readonly owner: FileOwner,
    readonly folderId: number,
  ) {
    super();
  }
}
