import { Command } from '@nestjs/cqrs';
import type { ItemAnswer, ItemUpdateBody } from '@silkway/contracts';
import type { ExpectedVersion } from '@silkway/service-kit';

export class UpdateItemCommand extends Command<ItemAnswer> {
  constructor(
    readonly id: number,
    readonly fields: ItemUpdateBody,
    readonly username: string,
    /** The caller's role, which narrows the fields they may change; undefined keeps all. */
    readonly role?: string,
    readonly expected?: ExpectedVersion,
  ) {
    super();
  }
}
