import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PaymentAnswer } from '@silkway/contracts';
import type { ListPage } from '@silkway/service-kit';
import { Payment } from '../../entities/payment.entity.js';
import { PaymentLedger } from '../payment-ledger.js';
import { ListPaymentsQuery } from './list-payments.query.js';

/**
 * Newest first (by day paid, then as recorded). An order's payments are those recorded for it and
 * those of the client that paid some of its items.
 */
@QueryHandler(ListPaymentsQuery)
export class ListPaymentsHandler implements IQueryHandler<ListPaymentsQuery> {
  constructor(private readonly ledger: PaymentLedger) {}

  execute({ filter }: ListPaymentsQuery): Promise<ListPage<PaymentAnswer>> {
    return this.ledger.transaction(async (manager) => {
      const query = manager
        .createQueryBuilder(Payment, 'p')
        .orderBy('p.paidAt', 'DESC')
        .addOrderBy('p.id', 'DESC')
        .take(filter.limit)
        .skip(filter.offset);
      if (filter.counterpartyId !== undefined)
        query.andWhere('p.counterpartyId = :counterpartyId', filter);
      if (filter.orderId !== undefined)
        query.andWhere(
          `(p.orderId = :orderId OR EXISTS (SELECT 1 FROM orders.payment_allocations a
             WHERE a.payment_id = p.id AND a.order_id = :orderId AND a.item_id IS NOT NULL))`,
          filter,
        );
      if (filter.from !== undefined) query.andWhere('p.paidAt >= :from', filter);
      if (filter.to !== undefined) query.andWhere('p.paidAt <= :to', filter);
      const [payments, total] = await query.getManyAndCount();
      const allocations = await this.ledger.allocationsOf(
        manager,
        payments.map(({ id }) => id),
      );
      return {
        entries: payments.map((payment) => payment.toAnswer(allocations.get(payment.id) ?? [])),
        total,
      };
    });
  }
}
