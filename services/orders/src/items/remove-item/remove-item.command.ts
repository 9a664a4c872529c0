import { Command } from '@nestjs/cqrs';
import type { ExpectedVersion } from '@silkway/service-kit';

export class RemoveItemCommand extends Command<void> {
  constructor(
    readonly id: number,
    /** When the call names the order, the item must belong to it. */
    readonly orderId?: number,
    readonly expected?: ExpectedVersion,
  ) {
    super();
  }
}
