import { errorBody } from '@silkway/contracts';
import { ApiError } from '@silkway/web-client';

/**
 * The text of a failed call for a toast: product.md §8's `status: body`, with the body reduced to the
 * server's own `message` when it answers with the JSON error shape, so visitors never read raw JSON.
 */
export function serverErrorMessage(error: Error): string {
  if (!(error instanceof ApiError)) return error.message;
  try {
    const body = errorBody.safeParse(JSON.parse(error.responseText));
    if (body.success) return `${error.status}: ${body.data.message}`;
  } catch {
    // Not JSON: the message already carries the body text as it came.
  }
  return error.message;
}
