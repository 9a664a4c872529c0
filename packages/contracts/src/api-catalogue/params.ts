import { z } from 'zod';
import { idParam } from '../common.js';
import { trackingCodeParam } from '../orders.js';

/** Path parameters shared by many calls: `{id}` and friends, positive integer ids. */
export const idParams = z.object({ id: idParam });
export const trackingCodeParams = z.object({ code: trackingCodeParam });
