import { Command } from '@nestjs/cqrs';
import type { ItemAnswer, ItemsBulkPatchBody } from '@silkway/contracts';

export class ChangeItemsInBulkCommand extends Command<ItemAnswer[]> {
  constructor(
    readonly orderId: number,
    readonly change: ItemsBulkPatchBody,
    readonly username: string,
  ) {
    super();
  }
}
