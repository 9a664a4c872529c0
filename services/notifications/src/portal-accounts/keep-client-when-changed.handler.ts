import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@silkway/contracts';
import type { EntityManager } from 'typeorm';
import { portalFollowers } from './portal-followers.js';

/** A client's account was given, its address changed or the account was taken back. */
@Injectable()
export class KeepClientWhenChangedHandler {
  async handle(manager: EntityManager, event: DomainEvent<'portal.client-changed'>): Promise<void> {
    await portalFollowers.clientChanged(manager, event.payload, event.occurredAt);
  }
}
