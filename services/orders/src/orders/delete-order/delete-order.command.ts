import { Command } from '@nestjs/cqrs';

export class DeleteOrderCommand extends Command<void> {
  constructor(readonly id: number) {
    super();
  }
}
