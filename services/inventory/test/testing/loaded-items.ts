import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@silkway/contracts';
import type { EventDelivery } from '@silkway/service-kit/testing';

export type LoadedItem = DomainEvent<'order-item.upserted'>['payload'];

/** An order item as the orders service tells the truck loads about it: one 5 kg piece of goods, no client named. */
export const loadedItem = (
  itemId: number,
  truckId: number | null,
  overrides: Partial<LoadedItem> = {},
): LoadedItem => ({
  itemId,
  orderId: 1,
  truckId,
  code: `G-${itemId}`,
  name: 'Груз',
  quantity: 1,
  weight: 5,
  volume: 0.1,
  status: 'На складе',
  counterpartyName: null,
  expectedDeliveryDate: null,
  ...overrides,
});

/** Delivers `order-item.upserted` for the item, written by the orders service at `occurredAt`. */
export const deliverLoadedItem = (events: EventDelivery, item: LoadedItem, occurredAt: string) =>
  events.deliver({ id: randomUUID(), type: 'order-item.upserted', occurredAt, payload: item });
