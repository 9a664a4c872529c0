import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@silkway/contracts';
import type { EntityManager } from 'typeorm';
import { WAREHOUSE_LOCKS } from './warehouse-link.js';

/**
 * A warehouse was deleted (the inventory refuses while it has stock lines): it is recorded as
 * removed, so no item names it again, and every item naming it lets go of it, keeping its name.
 * The exclusive lock waits for item writes that checked it, so their items are released too.
 */
@Injectable()
export class LetGoOfWarehouseWhenWarehouseRemovedHandler {
  async handle(
    manager: EntityManager,
    { payload: { warehouseId } }: DomainEvent<'warehouse.removed'>,
  ): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1), $2)', [
      WAREHOUSE_LOCKS,
      warehouseId,
    ]);
    await manager.query(
      'INSERT INTO orders.removed_warehouses (warehouse_id) VALUES ($1) ON CONFLICT DO NOTHING',
      [warehouseId],
    );
    await manager.query(
      'UPDATE orders.order_items SET warehouse_id = NULL, updated_at = now() WHERE warehouse_id = $1',
      [warehouseId],
    );
  }
}
