import { Command } from '@nestjs/cqrs';
import type { ImportAnswer } from '@silkway/contracts';

export class ImportStockCommand extends Command<ImportAnswer> {
  constructor(
    readonly warehouseId: number,
    readonly file: Buffer,
    readonly dryRun: boolean,
  ) {
    super();
  }
}
