import { Command } from '@nestjs/cqrs';

export class DeleteWarehouseCommand extends Command<void> {
  constructor(readonly id: number) {
    super();
  }
}
