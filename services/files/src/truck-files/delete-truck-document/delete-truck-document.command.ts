import { Command } from '@nestjs/cqrs';

export class DeleteTruckDocumentCommand extends Command<void> {
  constructor(
    readonly truckId: number,
    readonly documentId: number,
  ) {
    super();
  }
}
