import { Injectable } from '@nestjs/common';
import { type ItemAnswer, MAX_ITEM_PHOTOS } from '@silkway/contracts';
import { recordItemAudit } from './item-audit.js';
import { announceItemChanges, type ItemSnapshot, snapshotOf } from './item-changes.js';
import { ItemsRepository } from './items.repository.js';
import type { OrderItem } from '../entities/order-item.entity.js';
import { announceDiscardedPhotos } from './photos/discarded-photos.js';
import { type KeptPhotos, PhotoStore } from './photos/photo-store.js';
import { announceItemStatusChanged } from './item-status-events.js';
import { announceStockChange, markStockChange, stockLinkOf } from './stock/stock-held-by-items.js';
import { announceItemUpserted } from './truck-load-events.js';
import { TruckLink } from '../trucks/truck-link.js';
import { WarehouseLink } from '../warehouses/warehouse-link.js';
import type { EntityManager } from 'typeorm';
import { type ExpectedVersion, refuseStaleVersion } from '@silkway/service-kit';

export interface ItemEdit {
  /** Replace the item's photos (up to 10, the rest ignored with a notice); undefined keeps them. */
  photos?: readonly string[];
  /** Changes the item's own fields; undefined when only the photos change. */
  changeFields?: (item: OrderItem) => void;
  /** The version the caller read (`If-Match`); another one under the lock refuses the edit (412). */
  expected?: ExpectedVersion;
}

/**
 * The one way an existing item is edited: photos are kept (uploaded) before the transaction; in it
 * the row is locked and changed, and the history, the truck-load projection (only when fields may
 * have changed: its payload carries no photos), the dropped photos and, for goods taken from stock,
 * a changed quantity or stock line are told through the outbox.
 */
@Injectable()
export class ItemEditor {
  constructor(
    private readonly items: ItemsRepository,
    private readonly photoStore: PhotoStore,
    private readonly trucks: TruckLink,
    private readonly warehouses: WarehouseLink,
  ) {}

  async edit(
    id: number,
    username: string,
    { photos, changeFields, expected }: ItemEdit,
  ): Promise<ItemAnswer> {
    await this.items.findByIdOrFail(id);
    if (photos === undefined) return this.write(id, username, changeFields, expected);
    return this.photoStore.keepWhile(photos, MAX_ITEM_PHOTOS, (kept) =>
      this.write(id, username, changeFields, expected, kept),
    );
  }

  private async write(
    id: number,
    username: string,
    changeFields: ItemEdit['changeFields'],
    expected: ExpectedVersion | undefined,
    kept?: KeptPhotos,
  ): Promise<ItemAnswer> {
    const item = await this.items.transaction(async (manager) => {
      const current = await this.items.findByIdForUpdateOrFail(manager, id);
      await refuseStaleVersion(manager, expected, 'item', current, async () => current.toAnswer());
      const { item: saved, before } = await this.changeLocked(
        manager,
        current,
        username,
        changeFields,
        kept,
      );
      await recordItemAudit(manager, 'update', saved, before);
      return saved;
    });
    return { ...item.toAnswer(), ...(kept?.notice ? { notice: kept.notice } : {}) };
  }

  /**
   * Changes an item whose row the caller's transaction holds locked, and tells the history, the
   * truck-load projection, the order's followers, the files and the stock about it through the
   * outbox. The audit entry is the caller's: one for the call, however many items it changed.
   */
  async changeLocked(
    manager: EntityManager,
    current: OrderItem,
    username: string,
    changeFields: ItemEdit['changeFields'],
    kept?: KeptPhotos,
  ): Promise<{ item: OrderItem; before: ItemSnapshot }> {
    const before = snapshotOf(current);
    const previousPhotos = current.photos;
    const previousTruckId = current.truckId;
    const previousWarehouseId = current.warehouseId;
    const previousStock = stockLinkOf(current);
    changeFields?.(current);
    if (current.warehouseId !== previousWarehouseId && current.warehouseId !== null)
      await this.warehouses.hold(manager, current.warehouseId);
    if (current.truckId !== previousTruckId)
      current.truckNumber = await this.trucks.hold(manager, current);
    if (kept) current.photos = kept.urls;
    markStockChange(current, previousStock);
    const saved = await manager.save(current);
    await announceStockChange(manager, saved, previousStock);
    announceItemChanges(manager, saved, before, username);
    if (changeFields) await announceItemUpserted(manager, saved);
    if (saved.status !== before.status)
      await announceItemStatusChanged(manager, saved, before.status);
    await announceDiscardedPhotos(manager, previousPhotos, saved.photos);
    return { item: saved, before };
  }
}
