import { Command } from '@nestjs/cqrs';

export class RemoveStockItemCommand extends Command<void> {
  constructor(readonly id: number) {
    super();
  }
}
