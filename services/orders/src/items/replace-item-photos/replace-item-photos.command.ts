import { Command } from '@nestjs/cqrs';
import type { ItemAnswer } from '@silkway/contracts';

export class ReplaceItemPhotosCommand extends Command<ItemAnswer> {
  constructor(
    readonly id: number,
    readonly photos: string[],
    readonly username: string,
  ) {
    super();
  }
}
