import { Command } from '@nestjs/cqrs';

export class DeleteArchiveMaterialCommand extends Command<void> {
  constructor(readonly id: number) {
    super();
  }
}
