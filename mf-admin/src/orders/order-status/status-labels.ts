import type {
  ItemStatus,
  PaymentStatus,
  StockStatus,
  TransportType,
  VolumeType,
} from '@silkway/contracts';
import type { BadgeTone } from '@silkway/ui';

/**
 * How stored values read on screen. The stored values are the spec's (Russian item statuses and
 * transport names); the texts come from the `admin-orders` dictionary by these keys.
 */

/** product.md §2.10: active = 'В пути', completed = 'Завершён', anything else = 'Доставлено'. */
export function orderStatusBadge(status: string): { textKey: string; tone: BadgeTone } {
  if (status === 'active') return { textKey: 'orderStatus.active', tone: 'transit' };
  if (status === 'completed') return { textKey: 'orderStatus.completed', tone: 'done' };
  return { textKey: 'orderStatus.other', tone: 'done' };
}

/** A payment status's one label, in the badge and in both item forms. */
export const paymentStatusKey = (paymentStatus: PaymentStatus): string =>
  `paymentStatus.${paymentStatus}`;

const paymentTones: Record<PaymentStatus, BadgeTone> = {
  paid: 'done',
  prepaid: 'transit',
  partial: 'waiting',
  unpaid: 'waiting',
};

/** product.md §2.10: paid = Оплачено, prepaid = Предоплата, unpaid = Постоплата; partial says so. */
export function paymentStatusBadge(paymentStatus: PaymentStatus): {
  textKey: string;
  tone: BadgeTone;
} {
  return { textKey: paymentStatusKey(paymentStatus), tone: paymentTones[paymentStatus] };
}

const itemStatusKeys: Record<ItemStatus, string> = {
  'На складе': 'itemStatus.inStock',
  Отправлено: 'itemStatus.sent',
  Доставлено: 'itemStatus.delivered',
};
export const itemStatusTextKey = (status: ItemStatus): string => itemStatusKeys[status];

/** product.md §4: photos become available once the item is sent or delivered. */
export const itemTakesPhotos = (status: ItemStatus): boolean => status !== 'На складе';

const transportKeys: Record<TransportType, string> = {
  Авто: 'transport.road',
  ЖД: 'transport.rail',
  Авиа: 'transport.air',
  Море: 'transport.sea',
};
export const transportTextKey = (transport: TransportType): string => transportKeys[transport];

const unitKeys: Record<VolumeType, string> = { kg: 'units.kg', 'm³': 'units.m3' };
export const unitTextKey = (volumeType: VolumeType): string => unitKeys[volumeType];

/** Goods taken from warehouse stock: waiting for the inventory, taken, or refused (see the note). */
const stockStatusBadges: Record<StockStatus, { textKey: string; tone: BadgeTone }> = {
  pending: { textKey: 'stockBadge.pending', tone: 'waiting' },
  reduced: { textKey: 'stockBadge.reduced', tone: 'done' },
  rejected: { textKey: 'stockBadge.rejected', tone: 'error' },
};
export const stockStatusBadge = (stockStatus: StockStatus) => stockStatusBadges[stockStatus];
