import { Command } from '@nestjs/cqrs';

export class DeleteTruckCommand extends Command<void> {
  constructor(readonly id: number) {
    super();
  }
}
