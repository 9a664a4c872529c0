import { Command } from '@nestjs/cqrs';
import type { DocumentAnswer, GeneratedDocumentBody } from '@silkway/contracts';

export class SaveGeneratedDocumentCommand extends Command<DocumentAnswer> {
  constructor(
    readonly orderId: number,
    readonly document: GeneratedDocumentBody,
  ) {
    super();
  }
}
