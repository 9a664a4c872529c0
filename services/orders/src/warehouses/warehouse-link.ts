import { Inject, Injectable, Logger } from '@nestjs/common';
import { api } from '@silkway/contracts';
import { answerOr, type InternalClient, Refusal, SERVICE_CONFIG } from '@silkway/service-kit';
import type { EntityManager } from 'typeorm';
import type { OrdersConfig } from '../config.js';
import { internalClientOf } from '../internal-calls.js';

/** The advisory locks items and `warehouse.removed` meet on, one per warehouse id. */
export const WAREHOUSE_LOCKS = 'orders.item-warehouses';

/**
 * An item names only a warehouse the inventory, which owns them, has (docs/product-decisions.md
 * "References and deletes"): asked inside the item's transaction, under a shared lock on the
 * warehouse that `warehouse.removed` takes exclusively, so the removal either waits for the item
 * and lets go of it, or comes first and the item is refused here. The inventory's 404, or a removal
 * already heard, is a 400; an inventory that cannot be asked is a 503, nothing written.
 */
@Injectable()
export class WarehouseLink {
  private readonly logger = new Logger(WarehouseLink.name);
  private readonly internal: InternalClient;

  constructor(@Inject(SERVICE_CONFIG) config: OrdersConfig) {
    this.internal = internalClientOf(config);
  }

  async hold(manager: EntityManager, warehouseId: number): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock_shared(hashtext($1), $2)', [
      WAREHOUSE_LOCKS,
      warehouseId,
    ]);
    const removed = await manager.query(
      'SELECT 1 FROM orders.removed_warehouses WHERE warehouse_id = $1',
      [warehouseId],
    );
    if (removed.length > 0 || !(await this.inventoryHas(warehouseId)))
      throw new Refusal(400, 'itemWarehouseNotFound', {}, 'warehouseId');
  }

  private async inventoryHas(id: number): Promise<boolean> {
    const warehouse = await answerOr(
      this.internal.find(api.internal.getWarehouse, { params: { id } }),
      () => new Refusal(503, 'warehouseOwnerUnavailable'),
      this.logger,
    );
    return warehouse !== null;
  }
}
