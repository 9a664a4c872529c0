import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { warehouseMessages } from '@silkway/contracts';
import type { Repository } from 'typeorm';
import { Warehouse } from './warehouse.entity.js';

@Injectable()
export class WarehousesRepository {
  constructor(@InjectRepository(Warehouse) private readonly warehouses: Repository<Warehouse>) {}

  findAllByName(): Promise<Warehouse[]> {
    return this.warehouses.find({ order: { name: 'ASC', id: 'ASC' } });
  }

  async findByIdOrFail(id: number): Promise<Warehouse> {
    const warehouse = await this.warehouses.findOneBy({ id });
    if (!warehouse) throw new NotFoundException(warehouseMessages.notFound);
    return warehouse;
  }

  save(warehouse: Warehouse): Promise<Warehouse> {
    return this.warehouses.save(warehouse);
  }

  /** Its stock lines go with it (foreign key cascade). */
  async deleteByIdOrFail(id: number): Promise<void> {
    const { affected } = await this.warehouses.delete({ id });
    if (!affected) throw new NotFoundException(warehouseMessages.notFound);
  }
}
