import { Injectable } from '@nestjs/common';
import { type DomainEvent, warehouseMessages } from '@silkway/contracts';
import { Outbox } from '@silkway/service-kit';
import type { EntityManager } from 'typeorm';
import { applyHoldRequests } from '../holds/stock-holds.js';

type ReduceRequest = DomainEvent<'stock.reduce-requested'>;

/**
 * An order item should hold `target` units of a stock line (added from stock, its quantity or line
 * changed, linked to stock again): its hold takes or gives back the difference (applyHoldRequests)
 * and the orders service is answered `stock.reduced` or `stock.reduce-rejected` with the reason, in
 * the consumer's transaction. A request made before one already applied is not answered: the
 * newer one was. An item deleted before its request arrived (its hold released) takes nothing.
 */
@Injectable()
export class ReduceStockWhenReduceRequestedHandler {
  async handle(manager: EntityManager, requests: ReduceRequest[]): Promise<void> {
    const outcomes = await applyHoldRequests(
      manager,
      requests.map(({ occurredAt, payload }) => ({
        orderItemId: payload.orderItemId,
        line: payload.inventoryItemId,
        target: payload.target,
        change: payload.quantity,
        whole: false,
        orderCode: payload.orderCode,
        requestedAt: new Date(occurredAt),
      })),
    );
    outcomes.forEach((outcome, index) => {
      const { payload } = requests[index]!;
      if (outcome.kind === 'held') Outbox.add(manager, { type: 'stock.reduced', payload });
      if (outcome.kind === 'released')
        Outbox.add(manager, {
          type: 'stock.reduce-rejected',
          payload: { ...payload, reason: warehouseMessages.itemRemovedFromOrder },
        });
      if (outcome.kind === 'refused')
        Outbox.add(manager, {
          type: 'stock.reduce-rejected',
          payload: {
            ...payload,
            reason: outcome.reason,
            ...(outcome.lineGone ? { lineGone: true } : {}),
          },
        });
    });
  }
}
