import { Command } from '@nestjs/cqrs';
import type { ItemAnswer, ItemStatus } from '@silkway/contracts';

export class ChangeItemStatusCommand extends Command<ItemAnswer> {
  constructor(
    readonly id: number,
    readonly status: ItemStatus,
    /** Replace the photos too; undefined keeps them. */
    readonly photos: string[] | undefined,
    readonly username: string,
  ) {
    super();
  }
}
