import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  fromCents,
  type PaymentAnswer,
  type PaymentCreateBody,
  paymentMessages,
  toUsdCents,
} from '@silkway/contracts';
import { Audit, auditFields, ValidationFailedException } from '@silkway/service-kit';
import type { EntityManager } from 'typeorm';
import { ExchangeRatesRepository } from '../../exchange-rates/exchange-rates.repository.js';
import { Payment } from '../../entities/payment.entity.js';
import { PaymentLedger } from '../payment-ledger.js';
import { RecordPaymentCommand } from './record-payment.command.js';

/**
 * Records a payment and places it in the same transaction (docs/payments.md): the counterparty's
 * row is locked first, so two payments for one order never allocate more than it owes.
 */
@CommandHandler(RecordPaymentCommand)
export class RecordPaymentHandler implements ICommandHandler<RecordPaymentCommand> {
  constructor(
    private readonly ledger: PaymentLedger,
    private readonly rates: ExchangeRatesRepository,
  ) {}

  execute({ payment: body, username }: RecordPaymentCommand): Promise<PaymentAnswer> {
    return this.ledger.transaction(async (manager) => {
      const payer = await this.ledger.lockCounterpartyOrFail(manager, body.counterpartyId);
      if (body.orderId !== null)
        await this.ledger.assertOrderOf(manager, body.orderId, body.counterpartyId);
      const { rate, rateDate } = await this.rateOf(manager, body);
      const payment = await manager.save(
        Object.assign(new Payment(), {
          ...body,
          rate,
          rateDate,
          amountUsd: fromCents(toUsdCents(body.amount, rate)),
          createdBy: username,
          voidedAt: null,
          voidReason: null,
          voidedBy: null,
        }),
      );
      Audit.record(manager, {
        action: 'create',
        entity: 'payment',
        entityId: payment.id,
        summary: payment.summary(payer),
        after: auditFields(payment),
      });
      await this.ledger.allocate(manager, payment, username);
      await this.ledger.useAdvance(manager, payment.counterpartyId, username);
      const allocations = await this.ledger.allocationsOf(manager, [payment.id]);
      return payment.toAnswer(allocations.get(payment.id) ?? []);
    });
  }

  /** Dollars are 1; a typed rate is kept; otherwise the rate of the payment's day or the latest before it. */
  private async rateOf(
    manager: EntityManager,
    { currency, rate, paidAt }: PaymentCreateBody,
  ): Promise<{ rate: number; rateDate: string | null }> {
    if (currency === 'USD') return { rate: 1, rateDate: null };
    if (rate !== null) return { rate, rateDate: null };
    const stored = await this.rates.rateOn(manager, currency, paidAt);
    if (!stored)
      throw new ValidationFailedException({ rate: [paymentMessages.noRate(currency, paidAt)] });
    return { rate: stored.rate, rateDate: stored.date };
  }
}
