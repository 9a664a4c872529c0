import { Query } from '@nestjs/cqrs';
import type { InventorySearchAnswer } from '@silkway/contracts';

export class SearchStockQuery extends Query<InventorySearchAnswer> {
  constructor(readonly text: string) {
    super();
  }
}
