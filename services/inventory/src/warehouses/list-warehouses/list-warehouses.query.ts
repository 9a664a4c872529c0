import { Query } from '@nestjs/cqrs';
import type { WarehouseAnswer } from '@silkway/contracts';

export class ListWarehousesQuery extends Query<WarehouseAnswer[]> {}
