import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@silkway/contracts';
import type { EntityManager } from 'typeorm';
import { applyHoldRequests } from '../holds/stock-holds.js';

type ReturnRequest = DomainEvent<'stock.return-requested'>;

/**
 * An order item no longer takes from its stock line: deleted (`whole`, its hold released for good,
 * so a request arriving later takes nothing) or unlinked from stock. It gives back all it holds,
 * and never more (applyHoldRequests), so a repeated or late request cannot create stock. Requests
 * made before targets give back the `quantity` they name, at most what the item holds.
 */
@Injectable()
export class ReturnStockWhenReturnRequestedHandler {
  async handle(manager: EntityManager, requests: ReturnRequest[]): Promise<void> {
    await applyHoldRequests(
      manager,
      requests.map(({ occurredAt, payload }) => ({
        orderItemId: payload.orderItemId,
        line: payload.inventoryItemId,
        target: payload.target,
        change: payload.quantity === undefined ? undefined : -payload.quantity,
        whole: payload.whole,
        orderCode: payload.orderCode,
        requestedAt: new Date(occurredAt),
      })),
    );
  }
}
