import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { TruckStateAnswer } from '@silkway/contracts';
import { TrucksRepository } from '../trucks.repository.js';
import { GetTruckStateQuery } from './get-truck-state.query.js';

@QueryHandler(GetTruckStateQuery)
export class GetTruckStateHandler implements IQueryHandler<GetTruckStateQuery> {
  constructor(private readonly trucks: TrucksRepository) {}

  async execute({ id }: GetTruckStateQuery): Promise<TruckStateAnswer> {
    return (await this.trucks.findByIdOrFail(id)).toState();
  }
}
