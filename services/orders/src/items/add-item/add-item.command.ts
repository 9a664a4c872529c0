import { Command } from '@nestjs/cqrs';
import type { ItemAnswer, ItemCreateBody } from '@silkway/contracts';

export class AddItemCommand extends Command<ItemAnswer> {
  constructor(
    readonly orderId: number,
    readonly fields: ItemCreateBody,
    readonly username: string,
  ) {
    super();
  }
}
