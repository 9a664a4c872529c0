import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { TruckAnswer } from '@silkway/contracts';
import { TrucksRepository } from '../trucks.repository.js';
import { ListTrucksQuery } from './list-trucks.query.js';

@QueryHandler(ListTrucksQuery)
export class ListTrucksHandler implements IQueryHandler<ListTrucksQuery> {
  constructor(private readonly trucks: TrucksRepository) {}

  async execute(): Promise<TruckAnswer[]> {
    return (await this.trucks.findAllByNumber()).map((truck) => truck.toAnswer());
  }
}
