import { Query } from '@nestjs/cqrs';
import type { InventoryCountsAnswer } from '@silkway/contracts';

export class CountStockByWarehouseQuery extends Query<InventoryCountsAnswer> {}
