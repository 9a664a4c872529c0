import { Command } from '@nestjs/cqrs';
import type { ImportAnswer } from '@silkway/contracts';

export class ImportItemsCommand extends Command<ImportAnswer> {
  constructor(
    readonly orderId: number,
    readonly file: Buffer,
    readonly dryRun: boolean,
    readonly username: string,
  ) {
    super();
  }
}
