import { Outbox } from '@silkway/service-kit';
import type { EntityManager } from 'typeorm';
import type { Counterparty } from '../entities/counterparty.entity.js';

/**
 * Writes `portal.client-changed` in the caller's transaction: the notifications service keeps from
 * it the address and language a client with an account hears of all its orders at, and drops a
 * client whose account is taken back (docs/portal-accounts.md "Following all its orders").
 */
export function announcePortalClientChanged(
  manager: EntityManager,
  counterparty: Pick<Counterparty, 'id' | 'email' | 'portalLanguage' | 'portalAccess'>,
): void {
  const email = counterparty.email?.trim() || null;
  Outbox.add(manager, {
    type: 'portal.client-changed',
    payload: {
      counterpartyId: counterparty.id,
      email,
      language: counterparty.portalLanguage,
      access: counterparty.portalAccess && email !== null,
    },
  });
}
