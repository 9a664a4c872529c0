import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@silkway/contracts';
import { Outbox } from '@silkway/service-kit';
import type { EntityManager } from 'typeorm';
import { PortalSignInLinks } from '../../counterparties/portal-sign-in-links.js';

/**
 * After the answer: an address that belongs to clients with access gets a link for each (one
 * address may serve two counterparties); any other address gets nothing. The language the client
 * asked in becomes its language: its later e-mails (status changes too) come in it. Identity not
 * answering fails the event, which its worker tries again.
 */
@Injectable()
export class IssueLinkWhenSignInRequestedHandler {
  constructor(private readonly signInLinks: PortalSignInLinks) {}

  async handle(
    manager: EntityManager,
    { payload }: DomainEvent<'portal.sign-in-requested'>,
  ): Promise<void> {
    const clients: Array<{ id: number; name: string; email: string }> = await manager.query(
      `WITH chosen AS (
         UPDATE orders.counterparties SET portal_language = $2
          WHERE lower(email) = lower($1) AND portal_access
         RETURNING id, coalesce(company, name) AS name, trim(email) AS email
       ) SELECT * FROM chosen ORDER BY id`,
      [payload.email, payload.language],
    );
    for (const client of clients) {
      const token = await this.signInLinks.issueToken(client.id);
      Outbox.add(manager, {
        type: 'portal.sign-in-link-issued',
        payload: {
          counterpartyId: client.id,
          email: client.email,
          name: client.name,
          language: payload.language,
          token,
          reason: 'sign-in',
        },
      });
    }
  }
}
