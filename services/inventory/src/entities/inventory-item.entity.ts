import { ConflictException } from '@nestjs/common';
import {
  type InventoryItemAnswer,
  type InventoryItemCreateBody,
  type InventoryItemUpdateBody,
  type TransportType,
  type VolumeType,
  warehouseMessages,
} from '@silkway/contracts';
import {
  applyChanges,
  CreatedAtColumn,
  MeasureColumn,
  MoneyColumn,
  VersionedRecord,
  UpdatedAtColumn,
} from '@silkway/service-kit';
import { Column, Entity, JoinColumn, ManyToOne } from 'typeorm';
import { Warehouse } from './warehouse.entity.js';

/** What a take from a stock line comes to: what is left, or why it is refused. */
export type StockTake = { taken: true; left: number } | { taken: false; reason: string };

/**
 * The stock rule, one for the administrator's reduce and the orders' stock requests: a line gives
 * what is asked only when it has that many left, so its quantity never goes below zero.
 */
export function takeFromStock(available: number, requested: number): StockTake {
  return requested > available
    ? { taken: false, reason: warehouseMessages.notEnoughStock(available, requested) }
    : { taken: true, left: available - requested };
}

/** A stock line: goods of one code lying in one warehouse. */
@Entity({ name: 'inventory_items' })
export class InventoryItem extends VersionedRecord {
  @Column('integer', { name: 'warehouse_id' })
  warehouseId!: number;

  @ManyToOne(() => Warehouse, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'warehouse_id' })
  warehouse?: Warehouse;

  @Column('text')
  code!: string;

  @Column('text')
  name!: string;

  @Column('text', { nullable: true })
  description!: string | null;

  @Column('text', { nullable: true })
  characteristics!: string | null;

  @Column('integer')
  quantity!: number;

  @MoneyColumn({ name: 'price_per_unit' })
  pricePerUnit!: number;

  @MeasureColumn()
  volume!: number;

  @Column('text', { name: 'volume_type' })
  volumeType!: VolumeType;

  @Column('integer', { name: 'delivery_period', nullable: true })
  deliveryPeriod!: number | null;

  @Column('text')
  transport!: TransportType;

  @CreatedAtColumn()
  createdAt!: Date;

  @UpdatedAtColumn()
  updatedAt!: Date;

  static create(fields: InventoryItemCreateBody, warehouse: Warehouse): InventoryItem {
    return Object.assign(new InventoryItem(), fields, { warehouse, warehouseId: warehouse.id });
  }

  change(fields: InventoryItemUpdateBody, warehouse: Warehouse): void {
    applyChanges(this, fields);
    this.warehouse = warehouse;
    this.warehouseId = warehouse.id;
  }

  /** Takes goods out of stock by the stock rule (takeFromStock); refused with 409. */
  take(quantity: number): void {
    const take = takeFromStock(this.quantity, quantity);
    if (!take.taken) throw new ConflictException(take.reason);
    this.quantity = take.left;
  }

  toAnswer(): InventoryItemAnswer {
    if (!this.warehouse) throw new Error('InventoryItem.toAnswer needs its warehouse loaded');
    return {
      id: this.id,
      version: this.version,
      code: this.code,
      name: this.name,
      description: this.description,
      characteristics: this.characteristics,
      quantity: this.quantity,
      availableQuantity: this.quantity,
      pricePerUnit: this.pricePerUnit,
      volume: this.volume,
      volumeType: this.volumeType,
      warehouseId: this.warehouseId,
      warehouseName: this.warehouse.name,
      deliveryPeriod: this.deliveryPeriod,
      transport: this.transport,
      createdAt: this.createdAt.toISOString(),
    };
  }
}
