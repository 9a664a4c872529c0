import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@silkway/contracts';
import type { EntityManager } from 'typeorm';
import { Truck } from '../trucks/truck.entity.js';
import { TruckLoad } from './truck-load.entity.js';

/**
 * Keeps the goods in each truck from the orders service's item events, in the consumer's
 * transaction (each event applied once), and the trucks' current weight and volume with them.
 * The item's row is locked while it changes; an event older than the stored state is ignored.
 */
@Injectable()
export class TruckLoadsProjection {
  async whenItemUpserted(
    manager: EntityManager,
    { occurredAt, payload: { itemId, ...state } }: DomainEvent<'order-item.upserted'>,
  ): Promise<void> {
    const stateAt = new Date(occurredAt);
    const stored = await this.findLocked(manager, itemId);
    if (stored && !stored.acceptsStateFrom(stateAt)) return;
    const previousTruckId = stored?.truckId ?? null;
    const load = Object.assign(stored ?? new TruckLoad(), state, {
      itemId,
      stateAt,
      removed: false,
    });
    await manager.save(load);
    await this.refreshTrucks(manager, [previousTruckId, load.truckId]);
  }

  async whenItemDeleted(
    manager: EntityManager,
    { occurredAt, payload }: DomainEvent<'order-item.deleted'>,
  ): Promise<void> {
    const stored = await this.findLocked(manager, payload.itemId);
    if (stored?.removed) return;
    const previousTruckId = stored?.truckId ?? null;
    const tombstone = Object.assign(stored ?? new TruckLoad(), {
      ...(stored
        ? {}
        : {
            itemId: payload.itemId,
            orderId: payload.orderId,
            code: '',
            name: '',
            quantity: 0,
            weight: 0,
            volume: 0,
            status: '',
            counterpartyName: null,
            expectedDeliveryDate: null,
          }),
      truckId: null,
      stateAt: new Date(occurredAt),
      removed: true,
    });
    await manager.save(tombstone);
    await this.refreshTrucks(manager, [previousTruckId]);
  }

  private findLocked(manager: EntityManager, itemId: number): Promise<TruckLoad | null> {
    return manager.findOne(TruckLoad, { where: { itemId }, lock: { mode: 'pessimistic_write' } });
  }

  /** Sets each truck's current weight and volume to the sums over the goods in it. */
  private async refreshTrucks(
    manager: EntityManager,
    truckIds: ReadonlyArray<number | null>,
  ): Promise<void> {
    const loads = manager.getRepository(TruckLoad).metadata.tablePath;
    for (const truckId of new Set(truckIds.filter((id) => id !== null))) {
      const sumOf = (column: 'weight' | 'volume') => () =>
        `(SELECT COALESCE(SUM(${column}), 0) FROM ${loads} WHERE truck_id = :truckId AND NOT removed)`;
      await manager
        .createQueryBuilder()
        .update(Truck)
        .set({ currentWeight: sumOf('weight'), currentVolume: sumOf('volume') })
        .where('id = :truckId', { truckId })
        .execute();
    }
  }
}
