import { ConflictException, HttpStatus } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { counterpartyMessages } from '@silkway/contracts';
import { Audit, Refusal, refuseStaleVersion } from '@silkway/service-kit';
import { Order } from '../../entities/order.entity.js';
import { Payment } from '../../entities/payment.entity.js';
import { PortalSignInLinks } from '../portal-sign-in-links.js';
import { CounterpartiesRepository } from '../counterparties.repository.js';
import { announcePortalClientChanged } from '../portal-client-changed.js';
import { DeleteCounterpartyCommand } from './delete-counterparty.command.js';

/**
 * A counterparty with orders stays (409): its orders would lose their client; one with payments,
 * voided ones too, keeps its ledger (docs/product-decisions.md "References and deletes"). The row
 * is locked first, so an order linked or a payment recorded meanwhile is seen here or waits and
 * then finds no counterparty. A portal account is let go: the notifications service hears of it, and
 * identity voids its links and ends its sessions.
 */
@CommandHandler(DeleteCounterpartyCommand)
export class DeleteCounterpartyHandler implements ICommandHandler<DeleteCounterpartyCommand> {
  constructor(
    private readonly counterparties: CounterpartiesRepository,
    private readonly signInLinks: PortalSignInLinks,
  ) {}

  async execute({ id, expected }: DeleteCounterpartyCommand): Promise<void> {
    const hadAccount = await this.counterparties.transaction(async (manager) => {
      const counterparty = await this.counterparties.findByIdForUpdateOrFail(manager, id);
      await refuseStaleVersion(manager, expected, 'counterparty', counterparty, async () =>
        counterparty.toAnswer(),
      );
      if (await manager.existsBy(Order, { counterpartyId: id }))
        throw new ConflictException(counterpartyMessages.hasOrders);
      const payments = await manager.countBy(Payment, { counterpartyId: id });
      if (payments > 0)
        throw new Refusal(HttpStatus.CONFLICT, 'counterpartyHasPayments', { count: payments });
      if (counterparty.portalAccess)
        await announcePortalClientChanged(manager, { ...counterparty, portalAccess: false });
      await Audit.remove(manager, counterparty, {
        entity: 'counterparty',
        entityId: id,
        summary: counterparty.name,
      });
      return counterparty.portalAccess;
    });
    // Done even when identity does not answer now: what it keeps signs no one in, as it asks this
    // service, which knows the client no more.
    if (hadAccount)
      await this.signInLinks.endAllOf(id).catch((error: unknown) => {
        if (!(error instanceof Refusal)) throw error;
      });
  }
}
