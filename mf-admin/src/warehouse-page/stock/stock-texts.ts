import type { TransportType, VolumeType } from '@silkway/contracts';

/** Dictionary keys of the stored transport and unit values (stored as the spec's Russian words and symbols). */
const transportKeys: Record<TransportType, string> = {
  Авто: 'transport.road',
  ЖД: 'transport.rail',
  Авиа: 'transport.air',
  Море: 'transport.sea',
};
export const transportTextKey = (transport: TransportType): string => transportKeys[transport];

const unitKeys: Record<VolumeType, string> = { kg: 'units.kg', 'm³': 'units.m3' };
export const unitTextKey = (volumeType: VolumeType): string => unitKeys[volumeType];

/** The label of the per-unit measure field: weight in kg or volume in m³. */
export const measureFieldTextKey = (volumeType: VolumeType): string =>
  volumeType === 'kg' ? 'stockFields.volumeKg' : 'stockFields.volumeM3';
