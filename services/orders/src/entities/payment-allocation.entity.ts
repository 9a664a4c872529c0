import { MoneyColumn } from '@silkway/service-kit';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The part of a live payment that paid an item, or (no item) the client's advance, waiting for its
 * next items. A live payment's parts add up to its dollars; its void deletes them.
 */
@Entity({ name: 'payment_allocations' })
export class PaymentAllocationRow {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('integer', { name: 'payment_id' })
  paymentId!: number;

  @Column('integer', { name: 'counterparty_id' })
  counterpartyId!: number;

  @Column('integer', { name: 'order_id', nullable: true })
  orderId!: number | null;

  @Column('integer', { name: 'item_id', nullable: true })
  itemId!: number | null;

  @MoneyColumn({ name: 'amount_usd' })
  amountUsd!: number;
}
