import type { ItemStatus, PaymentStatus, StockStatus } from '@silkway/contracts';
import type { BadgeTone } from '@silkway/ui';
import { paymentStatusKey } from '../../change-labels/index.js';

// The value keys live with the change history's labels, which name the same values.
export {
  itemStatusTextKey,
  paymentStatusKey,
  transportTextKey,
  unitTextKey,
} from '../../change-labels/index.js';

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

/** product.md §4: photos become available once the item is sent or delivered. */
export const itemTakesPhotos = (status: ItemStatus): boolean => status !== 'На складе';

/** Goods taken from warehouse stock: waiting for the inventory, taken, or refused (see the note). */
const stockStatusBadges: Record<StockStatus, { textKey: string; tone: BadgeTone }> = {
  pending: { textKey: 'stockBadge.pending', tone: 'waiting' },
  reduced: { textKey: 'stockBadge.reduced', tone: 'done' },
  rejected: { textKey: 'stockBadge.rejected', tone: 'error' },
};
export const stockStatusBadge = (stockStatus: StockStatus) => stockStatusBadges[stockStatus];
