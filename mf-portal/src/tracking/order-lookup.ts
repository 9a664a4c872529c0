import { z } from 'zod';
import { trackingOrderAnswer } from '@silkway/contracts';
import { ApiError, apiGet } from '@silkway/web-client';

/**
 * The order the portal shows. The status stays any text: the portal knows colours for statuses
 * the admin cannot set today (processing, shipped, in_transit, delivered, cancelled, product.md §4).
 */
export const trackedOrder = trackingOrderAnswer.extend({ status: z.string() });
export type TrackedOrder = z.infer<typeof trackedOrder>;

/** The server answered OK with nothing in it: the spec treats it as an unknown order (product.md §8). */
export class EmptyTrackingAnswerError extends Error {
  constructor() {
    super('The tracking answer holds no order');
    this.name = 'EmptyTrackingAnswerError';
  }
}

export const trackingPath = (code: string) => `/api/search/orders/${encodeURIComponent(code)}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** product.md §7: the order comes directly or wrapped in an `order` field. */
export function readTrackingAnswer(body: unknown): TrackedOrder {
  const order = isRecord(body) && 'order' in body ? body.order : body;
  if (!isRecord(order) || Object.keys(order).length === 0) throw new EmptyTrackingAnswerError();
  return trackedOrder.parse(order);
}

export async function lookUpOrder(code: string, signal?: AbortSignal): Promise<TrackedOrder> {
  return readTrackingAnswer(await apiGet<unknown>(trackingPath(code), { signal }));
}

export type TrackingFailure =
  | { kind: 'notFound' }
  | { kind: 'searchFailed' }
  | { kind: 'network' }
  /** A refusal the server explains itself, e.g. the gateway's rate limit (429). */
  | { kind: 'serverMessage'; message: string };

function serverMessage(error: ApiError): string | undefined {
  try {
    const body: unknown = JSON.parse(error.responseText);
    return isRecord(body) && typeof body.message === 'string' && body.message.trim()
      ? body.message
      : undefined;
  } catch {
    return error.responseText.trim() || undefined;
  }
}

/** product.md §8 "Tracking": which message a failed lookup shows. */
export function describeTrackingFailure(error: unknown): TrackingFailure {
  if (error instanceof EmptyTrackingAnswerError) return { kind: 'notFound' };
  if (error instanceof ApiError) {
    if (error.status === 404) return { kind: 'notFound' };
    const message = error.status === 429 ? serverMessage(error) : undefined;
    return message ? { kind: 'serverMessage', message } : { kind: 'searchFailed' };
  }
  // fetch() rejects with a TypeError when the request never got an answer.
  if (error instanceof TypeError) return { kind: 'network' };
  return { kind: 'searchFailed' };
}
