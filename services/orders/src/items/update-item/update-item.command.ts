import { Command } from '@nestjs/cqrs';
import type { ItemAnswer, ItemUpdateBody } from '@silkway/contracts';

export class UpdateItemCommand extends Command<ItemAnswer> {
  constructor(
    readonly id: number,
    readonly fields: ItemUpdateBody,
    readonly username: string,
  ) {
    super();
  }
}
