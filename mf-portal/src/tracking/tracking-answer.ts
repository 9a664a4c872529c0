import { z } from 'zod';
import { trackingOrderAnswer } from '@silkway/contracts';
import { EmptyTrackingAnswerError, isRecord } from './answer-body.js';

/**
 * The order the portal shows. The status stays any text: the portal knows colours for statuses
 * the admin cannot set today (processing, shipped, in_transit, delivered, cancelled, product.md §4).
 * This module (and zod with it) loads with the first search, not with the page.
 */
export const trackedOrder = trackingOrderAnswer.extend({ status: z.string() });
export type TrackedOrder = z.infer<typeof trackedOrder>;

/** product.md §7: the order comes directly or wrapped in an `order` field. */
export function readTrackingAnswer(body: unknown): TrackedOrder {
  const order = isRecord(body) && 'order' in body ? body.order : body;
  if (!isRecord(order) || Object.keys(order).length === 0) throw new EmptyTrackingAnswerError();
  return trackedOrder.parse(order);
}
