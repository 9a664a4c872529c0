import { Command } from '@nestjs/cqrs';
import type { PortalInviteBody } from '@silkway/contracts';

export class InviteClientCommand extends Command<void> {
  constructor(
    readonly counterpartyId: number,
    readonly body: PortalInviteBody,
  ) {
    super();
  }
}
