import { ConflictException, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type PaymentAnswer, paymentMessages } from '@silkway/contracts';
import { Audit, auditFields, refuseStaleVersion } from '@silkway/service-kit';
import { Payment } from '../../entities/payment.entity.js';
import { PaymentLedger } from '../payment-ledger.js';
import { VoidPaymentCommand } from './void-payment.command.js';

/**
 * Voids a payment: it stays in the ledger with its reason, its allocations are taken back, and the
 * client's advance (if any) then pays what became unpaid. A second void answers 409.
 */
@CommandHandler(VoidPaymentCommand)
export class VoidPaymentHandler implements ICommandHandler<VoidPaymentCommand> {
  constructor(private readonly ledger: PaymentLedger) {}

  execute({ id, reason, username, expected }: VoidPaymentCommand): Promise<PaymentAnswer> {
    return this.ledger.transaction(async (manager) => {
      const found = await manager.findOneBy(Payment, { id });
      if (!found) throw new NotFoundException(paymentMessages.notFound);
      // The counterparty first, as every ledger write does, then the payment itself.
      const payer = await this.ledger.lockCounterpartyOrFail(manager, found.counterpartyId);
      const payment = await manager.findOneOrFail(Payment, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      await refuseStaleVersion(manager, expected, 'payment', payment, async () =>
        payment.toAnswer([]),
      );
      if (payment.voidedAt) throw new ConflictException(paymentMessages.alreadyVoided);
      await this.ledger.reverse(manager, payment.id, username);
      const before = auditFields(payment);
      const voided = { voidedAt: new Date(), voidReason: reason, voidedBy: username };
      Object.assign(payment, voided);
      await manager.save(payment);
      Audit.record(manager, {
        action: 'update',
        entity: 'payment',
        entityId: id,
        summary: payment.summary(payer),
        before,
        after: auditFields(payment),
      });
      await this.ledger.useAdvance(manager, payment.counterpartyId, username);
      return payment.toAnswer([]);
    });
  }
}
