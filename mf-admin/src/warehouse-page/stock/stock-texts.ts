import type { VolumeType } from '@silkway/contracts';

// The transport and unit keys are the same words in the `admin-warehouses` dictionary as in
// `admin-orders`: one vocabulary names the stored values (stored as the spec's Russian words and symbols).
export { transportTextKey, unitTextKey } from '../../change-labels/index.js';

/** The label of the per-unit measure field: weight in kg or volume in m³. */
export const measureFieldTextKey = (volumeType: VolumeType): string =>
  volumeType === 'kg' ? 'stockFields.volumeKg' : 'stockFields.volumeM3';
