import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@silkway/contracts';
import type { EntityManager } from 'typeorm';
import { PaymentLedger } from './payment-ledger.js';

/**
 * A client's advance pays its next items (docs/payments.md "Where a payment goes"): when an item comes to owe
 * more (a new item, a higher remaining amount), the advance of the order's client is spent on its
 * unpaid items, oldest first, in the consumer's transaction. Spending it announces item changes in
 * turn; those find no advance left and stop.
 */
@Injectable()
export class UseAdvanceWhenItemOwesHandler {
  constructor(private readonly ledger: PaymentLedger) {}

  async handle(
    manager: EntityManager,
    events: Array<DomainEvent<'order-item.changed'>>,
  ): Promise<void> {
    const owing = events.filter(({ payload }) =>
      payload.changes.some(
        ({ field, oldValue, newValue }) =>
          field === 'remainingAmount' && Number(newValue ?? 0) > Number(oldValue ?? 0),
      ),
    );
    if (owing.length === 0) return;
    const usernameOf = new Map(owing.map(({ payload }) => [payload.orderId, payload.username]));
    const clients = await manager.query<Array<{ counterparty_id: number; order_id: number }>>(
      `SELECT DISTINCT ON (o.counterparty_id) o.counterparty_id, o.id AS order_id
         FROM orders.orders o
        WHERE o.id = ANY($1) AND o.counterparty_id IS NOT NULL
          AND EXISTS (SELECT 1 FROM orders.payment_allocations a
                       WHERE a.counterparty_id = o.counterparty_id AND a.item_id IS NULL)
        ORDER BY o.counterparty_id`,
      [[...usernameOf.keys()]],
    );
    for (const { counterparty_id: counterpartyId, order_id: orderId } of clients) {
      await this.ledger.lockCounterpartyOrFail(manager, counterpartyId);
      await this.ledger.useAdvance(manager, counterpartyId, usernameOf.get(orderId) ?? 'system');
    }
  }
}
