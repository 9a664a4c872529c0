import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CounterpartiesRepository } from '../../counterparties/counterparties.repository.js';
import { announcePortalClientChanged } from '../../counterparties/portal-client-changed.js';
import { PortalAudit } from '../portal-audit.js';
import { RevokeAccessCommand } from './revoke-access.command.js';

/**
 * Access off and every unused link void. The client's sessions end at once: each portal call checks
 * access here (PortalClients), and the gateway drops a session its service refuses.
 */
@CommandHandler(RevokeAccessCommand)
export class RevokeAccessHandler implements ICommandHandler<RevokeAccessCommand> {
  constructor(private readonly counterparties: CounterpartiesRepository) {}

  execute({ counterpartyId }: RevokeAccessCommand): Promise<void> {
    return this.counterparties.transaction(async (manager) => {
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
      await manager.query(
        `DELETE FROM orders.portal_sign_in_tokens WHERE counterparty_id = $1 AND used_at IS NULL`,
        [counterpartyId],
      );
      PortalAudit.record(manager, {
        activity: 'revoke',
        counterpartyId,
        summary: counterparty.name,
      });
    });
  }
}
