import { Command } from '@nestjs/cqrs';
import type { ExpectedVersion } from '@silkway/service-kit';

export class RemoveStockItemCommand extends Command<void> {
  constructor(
    readonly id: number,
    readonly expected?: ExpectedVersion,
  ) {
    super();
  }
}
