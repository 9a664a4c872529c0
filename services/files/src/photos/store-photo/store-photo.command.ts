import { Command } from '@nestjs/cqrs';
import type { StoredPhotoAnswer } from '@silkway/contracts';

export class StorePhotoCommand extends Command<StoredPhotoAnswer> {
  constructor(readonly dataUrl: string) {
    super();
  }
}
