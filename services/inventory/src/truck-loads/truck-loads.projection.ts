import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@silkway/contracts';
import { type EntityManager, In } from 'typeorm';
import { TruckHold } from '../trucks/truck-hold.entity.js';
import { Truck } from '../trucks/truck.entity.js';
import { TruckLoad } from '../entities/truck-load.entity.js';

/**
 * Keeps the goods in each truck from the orders service's item events, in the consumer's
 * transaction (each event applied once), and the trucks' current weight and volume with them.
 * The item's row is locked while it changes; an event older than the stored state is ignored.
 * An item's holds on trucks it no longer names are let go of here (docs/events.md "Trucks held by
 * items"): the projection then shows where it is.
 */
@Injectable()
export class TruckLoadsProjection {
  /**
   * The states of a batch of items, in the order they came: the items' rows are locked in id
   * order, the states that are not older than the stored ones are written with one upsert, and the
   * trucks they leave or enter are summed again.
   */
  async whenItemsUpserted(
    manager: EntityManager,
    events: Array<DomainEvent<'order-item.upserted'>>,
  ): Promise<void> {
    const itemIds = [...new Set(events.map(({ payload }) => payload.itemId))];
    const stored = new Map(
      (
        await manager.find(TruckLoad, {
          where: { itemId: In(itemIds) },
          order: { itemId: 'ASC' },
          lock: { mode: 'pessimistic_write' },
        })
      ).map((load) => [load.itemId, load]),
    );
    const changed = new Map<number, TruckLoad>();
    const trucks: Array<number | null> = [];
    for (const {
      occurredAt,
      payload: { itemId, ...state },
    } of events) {
      const stateAt = new Date(occurredAt);
      const current = stored.get(itemId);
      if (current && !current.acceptsStateFrom(stateAt)) continue;
      trucks.push(current?.truckId ?? null, state.truckId);
      const load = Object.assign(current ?? new TruckLoad(), state, {
        itemId,
        stateAt,
        removed: false,
      });
      stored.set(itemId, load);
      changed.set(itemId, load);
    }
    await this.releaseHoldsLeftBehind(manager, events);
    if (changed.size === 0) return;
    await manager.upsert(TruckLoad, [...changed.values()], ['itemId']);
    await this.refreshTrucks(manager, trucks);
  }

  async whenItemDeleted(
    manager: EntityManager,
    { occurredAt, payload }: DomainEvent<'order-item.deleted'>,
  ): Promise<void> {
    await manager.delete(TruckHold, { orderItemId: payload.itemId });
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

  /**
   * A hold is let go of by a state of its item written from the hold's time on that names another
   * truck or none: that write, or a later one, took the item out. A later write into the truck
   * again moves the hold's time on, so a state older than it releases nothing, whatever order
   * the events come in.
   */
  private async releaseHoldsLeftBehind(
    manager: EntityManager,
    events: Array<DomainEvent<'order-item.upserted'>>,
  ): Promise<void> {
    const holds = manager.getRepository(TruckHold).metadata.tablePath;
    await manager.query(
      `DELETE FROM ${holds} AS hold
       USING unnest($1::int[], $2::int[], $3::timestamptz[]) AS state (item_id, truck_id, written_at)
       WHERE hold.order_item_id = state.item_id AND hold.truck_id IS DISTINCT FROM state.truck_id
         AND hold.held_at <= state.written_at`,
      [
        events.map(({ payload }) => payload.itemId),
        events.map(({ payload }) => payload.truckId),
        events.map(({ occurredAt }) => occurredAt),
      ],
    );
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
    // In id order: two batches at once wait for each other rather than deadlock.
    const ids = [...new Set(truckIds.filter((id) => id !== null))].sort((x, y) => x - y);
    for (const truckId of ids) {
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
