import { Command } from '@nestjs/cqrs';
import type { DocumentAnswer, DocumentCreateBody } from '@silkway/contracts';

export class UploadTruckDocumentCommand extends Command<DocumentAnswer> {
  constructor(
    readonly truckId: number,
    readonly document: DocumentCreateBody,
  ) {
    super();
  }
}
