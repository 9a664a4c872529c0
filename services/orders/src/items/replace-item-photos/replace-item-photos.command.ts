import { Command } from '@nestjs/cqrs';
import type { ItemAnswer } from '@silkway/contracts';
import type { ExpectedVersion } from '@silkway/service-kit';

export class ReplaceItemPhotosCommand extends Command<ItemAnswer> {
  constructor(
    readonly id: number,
    readonly photos: string[],
    readonly username: string,
    readonly expected?: ExpectedVersion,
  ) {
    super();
  }
}
