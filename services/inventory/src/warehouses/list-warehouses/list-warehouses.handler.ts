import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { WarehouseAnswer } from '@silkway/contracts';
import { WarehousesRepository } from '../warehouses.repository.js';
import { ListWarehousesQuery } from './list-warehouses.query.js';

@QueryHandler(ListWarehousesQuery)
export class ListWarehousesHandler implements IQueryHandler<ListWarehousesQuery> {
  constructor(private readonly warehouses: WarehousesRepository) {}

  async execute(): Promise<WarehouseAnswer[]> {
    return (await this.warehouses.findAllByName()).map((warehouse) => warehouse.toAnswer());
  }
}
