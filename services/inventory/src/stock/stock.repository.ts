import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { warehouseMessages } from '@silkway/contracts';
import { type EntityManager, MoreThan, type Repository } from 'typeorm';
import { InventoryItem } from '../entities/inventory-item.entity.js';

@Injectable()
export class StockRepository {
  constructor(@InjectRepository(InventoryItem) private readonly items: Repository<InventoryItem>) {}

  findByWarehouse(
    warehouseId: number,
    { onlyAvailable }: { onlyAvailable: boolean },
  ): Promise<InventoryItem[]> {
    return this.items.find({
      where: { warehouseId, ...(onlyAvailable ? { quantity: MoreThan(0) } : {}) },
      relations: { warehouse: true },
      order: { code: 'ASC', id: 'ASC' },
    });
  }

  async findByIdOrFail(id: number): Promise<InventoryItem> {
    const item = await this.items.findOne({ where: { id }, relations: { warehouse: true } });
    if (!item) throw new NotFoundException(warehouseMessages.inventoryItemNotFound);
    return item;
  }

  /** Locks the line until the caller's transaction ends, so two reductions cannot both pass the check. */
  async findByIdForUpdateOrFail(manager: EntityManager, id: number): Promise<InventoryItem> {
    const item = await manager.findOne(InventoryItem, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
    if (!item) throw new NotFoundException(warehouseMessages.inventoryItemNotFound);
    return item;
  }

  /** Stock lines per warehouse id; warehouses without any are absent. */
  async countLinesByWarehouse(): Promise<Record<string, number>> {
    const rows: Array<{ warehouseId: number; count: string }> = await this.items
      .createQueryBuilder('item')
      .select('item.warehouse_id', 'warehouseId')
      .addSelect('count(*)', 'count')
      .groupBy('item.warehouse_id')
      .getRawMany();
    return Object.fromEntries(rows.map((row) => [String(row.warehouseId), Number(row.count)]));
  }
}
