import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { portalMessages } from '@silkway/contracts';
import { Outbox, ValidationFailedException } from '@silkway/service-kit';
import { CounterpartiesRepository } from '../../counterparties/counterparties.repository.js';
import { announcePortalClientChanged } from '../../counterparties/portal-client-changed.js';
import { PortalAudit } from '../portal-audit.js';
import { PortalSignInLinks } from '../../counterparties/portal-sign-in-links.js';
import { InviteClientCommand } from './invite-client.command.js';

/**
 * Staff give a counterparty with an e-mail its account: access on, the language kept for later
 * e-mails, and a sign-in link (its token from identity) mailed by the notifications service (the
 * event commits with the change).
 */
@CommandHandler(InviteClientCommand)
export class InviteClientHandler implements ICommandHandler<InviteClientCommand> {
  constructor(
    private readonly counterparties: CounterpartiesRepository,
    private readonly signInLinks: PortalSignInLinks,
  ) {}

  execute({ counterpartyId, body }: InviteClientCommand): Promise<void> {
    return this.counterparties.transaction(async (manager) => {
      const counterparty = await this.counterparties.findByIdForUpdateOrFail(
        manager,
        counterpartyId,
      );
      const email = counterparty.email?.trim();
      if (!email) throw new ValidationFailedException({ email: [portalMessages.noEmail] });
      const language = body.language ?? counterparty.portalLanguage;
      counterparty.portalAccess = true;
      counterparty.portalLanguage = language;
      await manager.save(counterparty);
      await announcePortalClientChanged(manager, counterparty);
      // Identity keeps the token; it not answering rolls the invitation back (503).
      const token = await this.signInLinks.issueToken(counterparty.id);
      Outbox.add(manager, {
        type: 'portal.sign-in-link-issued',
        payload: {
          counterpartyId: counterparty.id,
          email,
          name: counterparty.company ?? counterparty.name,
          language,
          token,
          reason: 'invite',
        },
      });
      PortalAudit.record(manager, {
        activity: 'invite',
        counterpartyId: counterparty.id,
        summary: counterparty.name,
      });
    });
  }
}
