import { Injectable } from '@nestjs/common';
import { counterpartyMessages } from '@silkway/contracts';
import { ValidationFailedException } from '@silkway/service-kit';
import type { EntityManager } from 'typeorm';
import { Counterparty } from '../entities/counterparty.entity.js';

/**
 * An order may name only a counterparty that exists: a 400 on the field, not a foreign-key error.
 * The counterparty is held (FOR KEY SHARE) for the rest of the order's transaction, so its delete
 * waits and then sees the order, or went first and the field is refused.
 */
@Injectable()
export class CounterpartyLink {
  async holdLinkable(
    manager: EntityManager,
    counterpartyId: number | null | undefined,
  ): Promise<void> {
    if (counterpartyId == null) return;
    const counterparty = await manager.findOne(Counterparty, {
      select: { id: true },
      where: { id: counterpartyId },
      lock: { mode: 'for_key_share' },
    });
    if (!counterparty)
      throw new ValidationFailedException({ counterpartyId: [counterpartyMessages.notFound] });
  }
}
