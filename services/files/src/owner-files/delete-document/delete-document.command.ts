import { Command } from '@nestjs/cqrs';
import type { FileOwner } from '../file-owner.js';

export class DeleteDocumentCommand extends Command<void> {
  constructor(
    readonly owner: FileOwner,
    readonly documentId: number,
  ) {
    super();
  }
}
