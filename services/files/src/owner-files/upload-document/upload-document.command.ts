import { Command } from '@nestjs/cqrs';
import type { DocumentAnswer, DocumentCreateBody } from '@silkway/contracts';
import type { FileOwner } from '../file-owner.js';

export class UploadDocumentCommand extends Command<DocumentAnswer> {
  constructor(
    readonly owner: FileOwner,
    readonly document: DocumentCreateBody,
  ) {
    super();
  }
}
