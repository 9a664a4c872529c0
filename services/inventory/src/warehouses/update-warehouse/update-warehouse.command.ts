import { Command } from '@nestjs/cqrs';
import type { WarehouseAnswer, WarehouseUpdateBody } from '@silkway/contracts';
import type { ExpectedVersion } from '@silkway/service-kit';

export class UpdateWarehouseCommand extends Command<WarehouseAnswer> {
  constructor(
    readonly id: number,
    readonly fields: WarehouseUpdateBody,
    readonly expected?: ExpectedVersion,
  ) {
    super();
  }
}
