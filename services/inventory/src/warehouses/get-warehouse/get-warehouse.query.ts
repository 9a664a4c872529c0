import { Query } from '@nestjs/cqrs';
import type { WarehouseAnswer } from '@silkway/contracts';

export class GetWarehouseQuery extends Query<WarehouseAnswer> {
  constructor(readonly id: number) {
    super();
  }
}
