import { ApiError } from '@silkway/web-client';

/** The `message` of the contracts' error body the server answered with, or null when it sent none. */
export function serverMessageOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const body: unknown = JSON.parse(error.responseText);
    if (
      body &&
      typeof body === 'object' &&
      'message' in body &&
      typeof body.message === 'string' &&
      body.message.trim()
    )
      return body.message;
  } catch {
    // Not JSON (a proxy's error page): the fallback text says more.
  }
  return null;
}
