import { Command } from '@nestjs/cqrs';

export class DeleteCounterpartyCommand extends Command<void> {
  constructor(readonly id: number) {
    super();
  }
}
