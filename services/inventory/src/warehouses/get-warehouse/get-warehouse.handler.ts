import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { WarehouseAnswer } from '@silkway/contracts';
import { WarehousesRepository } from '../warehouses.repository.js';
import { GetWarehouseQuery } from './get-warehouse.query.js';

@QueryHandler(GetWarehouseQuery)
export class GetWarehouseHandler implements IQueryHandler<GetWarehouseQuery> {
  constructor(private readonly warehouses: WarehousesRepository) {}

  async execute({ id }: GetWarehouseQuery): Promise<WarehouseAnswer> {
    return (await this.warehouses.findByIdOrFail(id)).toAnswer();
  }
}
