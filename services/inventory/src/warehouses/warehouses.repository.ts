import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { warehouseMessages } from '@silkway/contracts';
import type { EntityManager, Repository } from 'typeorm';
import { Warehouse } from '../entities/warehouse.entity.js';

@Injectable()
export class WarehousesRepository {
  constructor(@InjectRepository(Warehouse) private readonly warehouses: Repository<Warehouse>) {}

  findAllByName(): Promise<Warehouse[]> {
    return this.warehouses.find({ order: { name: 'ASC', id: 'ASC' } });
  }

  /** Inside a transaction pass its manager: a second connection can wait forever for a full pool. */
  async findByIdOrFail(
    id: number,
    manager: EntityManager = this.warehouses.manager,
  ): Promise<Warehouse> {
    const warehouse = await manager.findOneBy(Warehouse, { id });
    if (!warehouse) throw new NotFoundException(warehouseMessages.notFound);
    return warehouse;
  }

  /**
   * Keeps the warehouse from being deleted until the caller's transaction ends (a key-share lock:
   * edits go on), so lines added in it never meet a deleted warehouse: a delete first answers 404.
   */
  async holdForNewLinesOrFail(manager: EntityManager, id: number): Promise<Warehouse> {
    const warehouse = await manager.findOne(Warehouse, {
      where: { id },
      lock: { mode: 'for_key_share' },
    });
    if (!warehouse) throw new NotFoundException(warehouseMessages.notFound);
    return warehouse;
  }

  /** Locks the row for the rest of the caller's transaction, so a concurrent change waits instead of being overwritten. */
  async findByIdForUpdateOrFail(manager: EntityManager, id: number): Promise<Warehouse> {
    const warehouse = await manager.findOne(Warehouse, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
    if (!warehouse) throw new NotFoundException(warehouseMessages.notFound);
    return warehouse;
  }
}
