import type { ItemStatus, PaymentStatus, TransportType, VolumeType } from '@silkway/contracts';

/**
 * How stored item values read on screen, as keys of the `admin-orders` dictionary: the item form,
 * the item card and the change history all name a value through these (one vocabulary).
 */

/** A payment status's one label, in the badge, in both item forms and in the history. */
export const paymentStatusKey = (paymentStatus: PaymentStatus): string =>
  `paymentStatus.${paymentStatus}`;

const itemStatusKeys: Record<ItemStatus, string> = {
  'На складе': 'itemStatus.inStock',
  Отправлено: 'itemStatus.sent',
  Доставлено: 'itemStatus.delivered',
};
export const itemStatusTextKey = (status: ItemStatus): string => itemStatusKeys[status];

const transportKeys: Record<TransportType, string> = {
  Авто: 'transport.road',
  ЖД: 'transport.rail',
  Авиа: 'transport.air',
  Море: 'transport.sea',
};
export const transportTextKey = (transport: TransportType): string => transportKeys[transport];

const unitKeys: Record<VolumeType, string> = { kg: 'units.kg', 'm³': 'units.m3' };
export const unitTextKey = (volumeType: VolumeType): string => unitKeys[volumeType];
