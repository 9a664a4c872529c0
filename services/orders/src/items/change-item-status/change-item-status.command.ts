import { Command } from '@nestjs/cqrs';
import type { ItemAnswer, ItemStatus } from '@silkway/contracts';
import type { ExpectedVersion } from '@silkway/service-kit';

export class ChangeItemStatusCommand extends Command<ItemAnswer> {
  constructor(
    readonly id: number,
    readonly status: ItemStatus,
    /** Replace the photos too; undefined keeps them. */
    readonly photos: string[] | undefined,
    readonly username: string,
    readonly expected?: ExpectedVersion,
  ) {
    super();
  }
}
