import type { Currency, PaymentAllocation, PaymentAnswer, PaymentMethod } from '@silkway/contracts';
import { CreatedAtColumn, MoneyColumn, numericColumn, VersionedRecord } from '@silkway/service-kit';
import { Column, Entity } from 'typeorm';

/** A payment received (docs/payments.md): as entered, with the rate used; never edited, only voided. */
@Entity({ name: 'payments' })
export class Payment extends VersionedRecord {
  @Column('integer', { name: 'counterparty_id' })
  counterpartyId!: number;

  @Column('integer', { name: 'order_id', nullable: true })
  orderId!: number | null;

  /** In `currency`, as entered. */
  @MoneyColumn()
  amount!: number;

  @Column('text')
  currency!: Currency;

  /** Units of `currency` per dollar (1 for dollars). */
  @Column('numeric', { precision: 14, scale: 6, transformer: numericColumn })
  rate!: number;

  /** The day whose stored rate was used; null for dollars or a rate typed with the payment. */
  @Column('date', { name: 'rate_date', nullable: true })
  rateDate!: string | null;

  @MoneyColumn({ name: 'amount_usd' })
  amountUsd!: number;

  @Column('date', { name: 'paid_at' })
  paidAt!: string;

  @Column('text')
  method!: PaymentMethod;

  @Column('text', { nullable: true })
  reference!: string | null;

  @Column('text', { nullable: true })
  note!: string | null;

  @Column('text', { name: 'created_by' })
  createdBy!: string;

  @CreatedAtColumn()
  createdAt!: Date;

  @Column('timestamptz', { name: 'voided_at', nullable: true })
  voidedAt!: Date | null;

  @Column('text', { name: 'void_reason', nullable: true })
  voidReason!: string | null;

  @Column('text', { name: 'voided_by', nullable: true })
  voidedBy!: string | null;

  /** The payment for people, in the audit log: number, amount as entered, payer. */
  summary(counterpartyName: string): string {
    return `№${this.id} · ${this.amount} ${this.currency} · ${counterpartyName}`;
  }

  toAnswer(allocations: PaymentAllocation[]): PaymentAnswer {
    return {
      id: this.id,
      version: this.version,
      counterpartyId: this.counterpartyId,
      orderId: this.orderId,
      amount: this.amount,
      currency: this.currency,
      rate: this.rate,
      rateDate: this.rateDate,
      amountUsd: this.amountUsd,
      paidAt: this.paidAt,
      method: this.method,
      reference: this.reference,
      note: this.note,
      createdBy: this.createdBy,
      createdAt: this.createdAt.toISOString(),
      voidedAt: this.voidedAt?.toISOString() ?? null,
      voidReason: this.voidReason,
      voidedBy: this.voidedBy,
      allocations,
    };
  }
}
