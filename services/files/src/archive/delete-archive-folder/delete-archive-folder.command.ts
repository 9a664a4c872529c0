import { Command } from '@nestjs/cqrs';

export class DeleteArchiveFolderCommand extends Command<void> {
  constructor(readonly id: number) {
    super();
  }
}
