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

  save(truck: Truck): Promise<Truck> {
    return this.trucks.save(truck);
  }

  async deleteByIdOrFail(manager: EntityManager, id: number): Promise<void> {
    const { affected } = await manager.delete(Truck, { id });
    if (!affected) throw new NotFoundException(truckMessages.notFound);
  }
}
