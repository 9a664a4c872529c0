import { Command } from '@nestjs/cqrs';
import type { ArchiveMaterialAnswer, ArchiveMaterialCreateBody } from '@silkway/contracts';

export class UploadArchiveMaterialCommand extends Command<ArchiveMaterialAnswer> {
  constructor(readonly material: ArchiveMaterialCreateBody) {
    super();
  }
}
