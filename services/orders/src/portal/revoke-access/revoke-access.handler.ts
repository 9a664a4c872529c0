import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CounterpartiesRepository } from '../../counterparties/counterparties.repository.js';
import { announcePortalClientChanged } from '../../counterparties/portal-client-changed.js';
import { PortalAudit } from '../portal-audit.js';
import { PortalSignInLinks } from '../../counterparties/portal-sign-in-links.js';
import { RevokeAccessCommand } from './revoke-access.command.js';

/**
 * Access off, then identity voids the unused links and ends the client's sessions. Asked after the
 * commit, so a sign-in racing the revocation is refused by the access it reads (PortalClients);
 * should identity not answer, the access is off all the same (each portal call checks it) and the
 * 503 asks staff to repeat the revocation, which finishes the job.
 */
@CommandHandler(RevokeAccessCommand)
export class RevokeAccessHandler implements ICommandHandler<RevokeAccessCommand> {
  constructor(
    private readonly counterparties: CounterpartiesRepository,
    private readonly signInLinks: PortalSignInLinks,
  ) {}

  async execute({ counterpartyId }: RevokeAccessCommand): Promise<void> {
    await this.counterparties.transaction(async (manager) => {
      const counterparty = await this.counterparties.findByIdForUpdateOrFail(
        manager,
        counterpartyId,
      );
      counterparty.portalAccess = false;
      await manager.save(counterparty);
      // Its Telegram chat hears nothing more, and an unused bot link links none.
      await manager.query(`DELETE FROM orders.portal_telegram_chats WHERE counterparty_id = $1`, [
        counterpartyId,
      ]);
      await manager.query(
        `DELETE FROM orders.portal_telegram_tokens WHERE counterparty_id = $1 AND used_at IS NULL`,
        [counterpartyId],
      );
      await announcePortalClientChanged(manager, counterparty);
      PortalAudit.record(manager, {
        activity: 'revoke',
        counterpartyId,
        summary: counterparty.name,
      });
    });
    await this.signInLinks.endAllOf(counterpartyId);
  }
}
