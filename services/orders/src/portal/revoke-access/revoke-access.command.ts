import { Command } from '@nestjs/cqrs';

export class RevokeAccessCommand extends Command<void> {
  constructor(readonly counterpartyId: number) {
    super();
  }
}
