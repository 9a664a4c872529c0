import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  fromCents,
  type StatementAnswer,
  type StatementLine,
  type StatementLineKind,
  type StatementQuery,
  toCents,
} from '@silkway/contracts';
import type { DataSource } from 'typeorm';
import { CounterpartyBalances } from '../../counterparties/counterparty-balances.js';

/** A line before the running balance is added, in cents. */
interface Entry {
  date: string;
  kind: StatementLineKind;
  reference: string;
  debitCents: number;
  creditCents: number;
  order: number;
}

const KIND_ORDER: Record<StatementLineKind, number> = { item: 0, payment: 1, void: 2 };

/**
 * A counterparty's statement (docs/payments.md "Statement"): a query over its items, payments and
 * voids, never a stored running total. An item is a debit of what it owes under the ledger (its
 * remaining amount plus what payments paid of it), a payment a credit of its dollars, a void a debit
 * that takes the payment back. The closing balance equals CounterpartyBalances' figure.
 */
@Injectable()
export class StatementBuilder {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly balances: CounterpartyBalances,
  ) {}

  async build(
    counterpartyId: number,
    { from, to }: StatementQuery,
  ): Promise<StatementAnswer & { counterpartyName: string }> {
    const { name } = await this.balances.ofOneOrFail(counterpartyId);
    const entries = (await this.entriesOf(counterpartyId)).sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
        a.order - b.order,
    );
    let balance = await this.openingCents(counterpartyId);
    for (const entry of entries)
      if (from !== undefined && entry.date < from) balance += entry.debitCents - entry.creditCents;
    const opening = balance;
    const lines: StatementLine[] = [];
    for (const entry of entries) {
      if ((from !== undefined && entry.date < from) || (to !== undefined && entry.date > to))
        continue;
      balance += entry.debitCents - entry.creditCents;
      lines.push({
        date: entry.date,
        kind: entry.kind,
        reference: entry.reference,
        debit: fromCents(entry.debitCents),
        credit: fromCents(entry.creditCents),
        balance: fromCents(balance),
      });
    }
    return {
      counterpartyId,
      counterpartyName: name,
      from: from ?? null,
      to: to ?? null,
      opening: fromCents(opening),
      lines,
      closing: fromCents(balance),
    };
  }

  private async openingCents(counterpartyId: number): Promise<number> {
    const [row] = await this.dataSource.query<Array<{ amount_usd: string }>>(
      `SELECT amount_usd FROM orders.opening_balances WHERE counterparty_id = $1`,
      [counterpartyId],
    );
    return row ? toCents(row.amount_usd) : 0;
  }

  private async entriesOf(counterpartyId: number): Promise<Entry[]> {
    const items = await this.dataSource.query<
      Array<{
        id: number;
        day: string;
        order_ref: string;
        code: string;
        name: string;
        owed: string;
      }>
    >(
      `SELECT i.id, to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
              COALESCE(o.code, o.name) AS order_ref, i.code, i.name,
              i.remaining_amount + COALESCE((SELECT SUM(a.amount_usd) FROM orders.payment_allocations a
                                              WHERE a.item_id = i.id), 0) AS owed
         FROM orders.order_items i JOIN orders.orders o ON o.id = i.order_id
        WHERE o.counterparty_id = $1`,
      [counterpartyId],
    );
    const payments = await this.dataSource.query<
      Array<{
        id: number;
        paid_at: string;
        voided_on: string | null;
        amount: string;
        currency: string;
        rate: string;
        amount_usd: string;
        reference: string | null;
        void_reason: string | null;
      }>
    >(
      `SELECT id, to_char(paid_at, 'YYYY-MM-DD') AS paid_at,
              to_char(voided_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS voided_on,
              amount, currency, rate, amount_usd, reference, void_reason
         FROM orders.payments WHERE counterparty_id = $1`,
      [counterpartyId],
    );
    const entries: Entry[] = items.map((item) => ({
      date: item.day,
      kind: 'item',
      reference: `${item.order_ref} · ${item.code} ${item.name}`,
      debitCents: toCents(item.owed),
      creditCents: 0,
      order: item.id,
    }));
    for (const payment of payments) {
      const entered =
        payment.currency === 'USD'
          ? ''
          : ` · ${Number(payment.amount)} ${payment.currency} @ ${Number(payment.rate)}`;
      const cents = toCents(payment.amount_usd);
      entries.push({
        date: payment.paid_at,
        kind: 'payment',
        reference: `№${payment.id}${entered}${payment.reference ? ` · ${payment.reference}` : ''}`,
        debitCents: 0,
        creditCents: cents,
        order: payment.id,
      });
      if (payment.voided_on)
        entries.push({
          date: payment.voided_on,
          kind: 'void',
          reference: `№${payment.id} · ${payment.void_reason ?? ''}`,
          debitCents: cents,
          creditCents: 0,
          order: payment.id,
        });
    }
    return entries;
  }
}
