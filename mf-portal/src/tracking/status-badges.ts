import type { BadgeTone } from '@silkway/ui';

export interface OrderStatusBadge {
  /** A key of the `portal` dictionary. */
  textKey: string;
  tone: BadgeTone;
}

export interface ItemStatusBadge {
  /** A key of the `portal` dictionary, or null when the stored status is shown as it is. */
  textKey: string | null;
  tone: BadgeTone;
}

/** docs/design.md's fixed status colours: in transit / sent blue, delivered green, waiting amber, cancelled red. */
const orderStatusTones: Record<string, BadgeTone> = {
  active: 'transit',
  processing: 'waiting',
  shipped: 'transit',
  in_transit: 'transit',
  delivered: 'done',
  completed: 'done',
  cancelled: 'error',
};

/** product.md §4: the portal shows active as in transit and any other status as completed. */
export function orderStatusBadge(status: string): OrderStatusBadge {
  return {
    textKey: status === 'active' ? 'orderStatus.inTransit' : 'orderStatus.completed',
    tone: orderStatusTones[status] ?? 'unknown',
  };
}

const itemStatusBadges: Record<string, ItemStatusBadge> = {
  'На складе': { textKey: 'itemStatus.inStock', tone: 'waiting' },
  Отправлено: { textKey: 'itemStatus.sent', tone: 'transit' },
  Доставлено: { textKey: 'itemStatus.delivered', tone: 'done' },
};

/** An item's status (product.md §4: На складе, Отправлено, Доставлено); anything else is shown as stored, in grey. */
export function itemStatusBadge(status: string): ItemStatusBadge {
  return itemStatusBadges[status] ?? { textKey: null, tone: 'unknown' };
}
