import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { truckMessages } from '@silkway/contracts';
import type { EntityManager, Repository } from 'typeorm';
import { Truck } from './truck.entity.js';

@Injectable()
export class TrucksRepository {
  constructor(@InjectRepository(Truck) private readonly trucks: Repository<Truck>) {}

  findAllByNumber(): Promise<Truck[]> {
    return this.trucks.find({ order: { number: 'ASC', id: 'ASC' } });
  }

  async findByIdOrFail(id: number): Promise<Truck> {
    const truck = await this.trucks.findOneBy({ id });
    if (!truck) throw new NotFoundException(truckMessages.notFound);
    return truck;
  }

  /** Locks the row for the rest of the caller's transaction, so a concurrent change waits instead of being overwritten. */
  async findByIdForUpdateOrFail(manager: EntityManager, id: number): Promise<Truck> {
    const truck = await manager.findOne(Truck, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
    if (!truck) throw new NotFoundException(truckMessages.notFound);
    return truck;
  }

  /** Keeps the row from being deleted (not from being edited) for the rest of the caller's transaction. */
  async findByIdForKeyShareOrFail(manager: EntityManager, id: number): Promise<Truck> {
    const truck = await manager.findOne(Truck, { where: { id }, lock: { mode: 'for_key_share' } });
    if (!truck) throw new NotFoundException(truckMessages.notFound);
    return truck;
  }
}
