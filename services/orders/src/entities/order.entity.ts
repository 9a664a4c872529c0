import type { OrderCreateBody, OrderStatus, OrderUpdateBody } from '@silkway/contracts';
import { CreatedAtColumn, VersionedRecord, UpdatedAtColumn } from '@silkway/service-kit';
import { Column, Entity } from 'typeorm';
import { newTrackingCode } from './tracking-code.js';

/** An order (product.md §3); its totals are sums over its items, computed by the database when read. */
@Entity({ name: 'orders' })
export class Order extends VersionedRecord {
  @Column('text')
  name!: string;

  /** Unique, case aside; generated when an order is saved without one (tracking-code.ts). */
  @Column('text')
  code!: string;

  @Column('text', { nullable: true })
  comments!: string | null;

  @Column('integer', { name: 'counterparty_id', nullable: true })
  counterpartyId!: number | null;

  @Column('text')
  status!: OrderStatus;

  @Column('text', { nullable: true })
  warehouse!: string | null;

  @Column('text', { nullable: true })
  destination!: string | null;

  @Column('date', { name: 'expected_delivery', nullable: true })
  expectedDelivery!: string | null;

  @CreatedAtColumn()
  createdAt!: Date;

  @UpdatedAtColumn()
  updatedAt!: Date;

  static create(fields: OrderCreateBody): Order {
    return Object.assign(new Order(), {
      ...fields,
      code: fields.code ?? newTrackingCode(),
      warehouse: null,
    });
  }

  /**
   * Absent fields stay as they are; a field sent empty is cleared, except the code: a client may
   * hold it already, so an order keeps its code until another is typed.
   */
  change(fields: OrderUpdateBody): void {
    for (const [key, value] of Object.entries(fields)) {
      if (value !== undefined && !(key === 'code' && value === null))
        Object.assign(this, { [key]: value });
    }
  }
}
