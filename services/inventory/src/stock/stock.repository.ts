import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type InventoryItemAnswer, warehouseMessages } from '@silkway/contracts';
import { Audit, auditFields, type ExpectedVersion, refuseStaleVersion } from '@silkway/service-kit';
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

  /**
   * An administrator's change of one line (an edit, a reduce): the line is locked while it changes, so
   * takes applied meanwhile wait and their quantity is not written back; the change is audited. A
   * caller that read another version than the locked line's (`expected`) is refused (412).
   */
  async changeLine(
    id: number,
    expected: ExpectedVersion | undefined,
    change: (item: InventoryItem, manager: EntityManager) => void | Promise<void>,
  ): Promise<InventoryItemAnswer> {
    await this.items.manager.transaction(async (manager) => {
      const item = await this.findByIdForUpdateOrFail(manager, id);
      await refuseStaleVersion(manager, expected, 'stock', item, async () =>
        (await this.findByIdOrFail(id)).toAnswer(),
      );
      const before = auditFields(item);
      await change(item, manager);
      await manager.save(item);
      Audit.record(manager, {
        action: 'update',
        entity: 'stock',
        entityId: id,
        summary: `${item.code} · ${item.name}`,
        before,
        after: auditFields(item),
      });
    });
    return (await this.findByIdOrFail(id)).toAnswer();
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
