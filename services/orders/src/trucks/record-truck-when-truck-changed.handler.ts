import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@silkway/contracts';
import type { EntityManager } from 'typeorm';
import { OrderItem } from '../entities/order-item.entity.js';
import { Truck } from './truck.entity.js';

/**
 * Keeps the inventory's trucks, in the consumer's transaction (each event applied once); a state
 * older than the stored one is ignored. A new number reaches the items already in the truck
 * through an update of that one column, so it cannot overwrite an edit of theirs.
 */
@Injectable()
export class RecordTruckWhenTruckChangedHandler {
  async whenUpserted(
    manager: EntityManager,
    { occurredAt, payload: { truckId, number } }: DomainEvent<'truck.upserted'>,
  ): Promise<void> {
    const stateAt = new Date(occurredAt);
    const stored = await this.findLocked(manager, truckId);
    if (stored && !stored.acceptsStateFrom(stateAt)) return;
    await manager.save(
      Object.assign(stored ?? new Truck(), { id: truckId, number, removed: false, stateAt }),
    );
    await manager.update(OrderItem, { truckId }, { truckNumber: number });
  }

  async whenRemoved(
    manager: EntityManager,
    { occurredAt, payload: { truckId } }: DomainEvent<'truck.removed'>,
  ): Promise<void> {
    const stored = await this.findLocked(manager, truckId);
    if (stored?.removed) return;
    await manager.save(
      Object.assign(stored ?? new Truck(), {
        id: truckId,
        number: stored?.number ?? '',
        removed: true,
        stateAt: new Date(occurredAt),
      }),
    );
  }

  private findLocked(manager: EntityManager, id: number): Promise<Truck | null> {
    return manager.findOne(Truck, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }
}
