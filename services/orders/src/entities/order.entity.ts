import type { OrderCreateBody, OrderStatus, OrderUpdateBody } from '@silkway/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** An order (product.md §3); its totals are sums over its items, computed by the database when read. */
@Entity({ name: 'orders' })
export class Order {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('text')
  name!: string;

  @Column('text', { nullable: true })
  code!: string | null;

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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  static create(fields: OrderCreateBody): Order {
    return Object.assign(new Order(), { ...fields, warehouse: null });
  }

  /** Absent fields stay as they are; a field sent empty is cleared. */
  change(fields: OrderUpdateBody): void {
    for (const [key, value] of Object.entries(fields)) {
      if (value !== undefined) Object.assign(this, { [key]: value });
    }
  }
}
