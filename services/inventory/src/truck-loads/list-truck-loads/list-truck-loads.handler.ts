import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { TruckLoadAnswer } from '@silkway/contracts';
import type { Repository } from 'typeorm';
import { TrucksRepository } from '../../trucks/trucks.repository.js';
import { TruckLoad } from '../../entities/truck-load.entity.js';
import { ListTruckLoadsQuery } from './list-truck-loads.query.js';

/** The goods in a truck, by order then item; 404 for an unknown truck. */
@QueryHandler(ListTruckLoadsQuery)
export class ListTruckLoadsHandler implements IQueryHandler<ListTruckLoadsQuery> {
  constructor(
    private readonly trucks: TrucksRepository,
    @InjectRepository(TruckLoad) private readonly loads: Repository<TruckLoad>,
  ) {}

  async execute({ truckId }: ListTruckLoadsQuery): Promise<TruckLoadAnswer[]> {
    await this.trucks.findByIdOrFail(truckId);
    const loads = await this.loads.find({
      where: { truckId, removed: false },
      order: { orderId: 'ASC', itemId: 'ASC' },
    });
    return loads.map((load) => load.toAnswer());
  }
}
