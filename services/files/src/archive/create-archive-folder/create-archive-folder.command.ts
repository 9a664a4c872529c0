import { Command } from '@nestjs/cqrs';
import type { ArchiveFolderAnswer, ArchiveFolderCreateBody } from '@silkway/contracts';

export class CreateArchiveFolderCommand extends Command<ArchiveFolderAnswer> {
  constructor(readonly folder: ArchiveFolderCreateBody) {
    super();
  }
}
