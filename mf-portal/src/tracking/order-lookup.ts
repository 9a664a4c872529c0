import { ApiError, apiGet } from '@silkway/web-client';
import { EmptyTrackingAnswerError, isRecord } from './answer-body.js';

export { EmptyTrackingAnswerError };
export type { TrackedOrder } from './tracking-answer.js';

export const trackingPath = (code: string) => `/api/search/orders/${encodeURIComponent(code)}`;

export async function lookUpOrder(code: string, signal?: AbortSignal) {
  // The answer's schema (zod) loads while the request is under way: a page without a search never needs it.
  const [body, { readTrackingAnswer }] = await Promise.all([
    apiGet<unknown>(trackingPath(code), { signal }),
    import('./tracking-answer.js'),
  ]);
  return readTrackingAnswer(body);
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
