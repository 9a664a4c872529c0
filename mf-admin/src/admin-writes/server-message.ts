import { ApiError } from '@silkway/web-client';

/** The `message` of the contracts' error body the server answered with, as sent; undefined when it sent none. */
function errorBodyMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  try {
    const body: unknown = JSON.parse(error.responseText);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
      return body.message;
  } catch {
    // Not JSON (a proxy's error page): the caller's fallback text says more.
  }
  return undefined;
}

/**
 * The text a toast shows under its title: the server's `message` when the answer is the contracts'
 * error body, else the SPEC §8 "status: text" of the error.
 */
export function serverMessage(error: unknown): string {
  const sent = errorBodyMessage(error);
  if (sent !== undefined) return sent;
  return error instanceof Error ? error.message : String(error);
}

/** The server's non-blank `message`, or null when it sent none: for toasts that fall back to a fixed text. */
export function serverMessageOf(error: unknown): string | null {
  const sent = errorBodyMessage(error);
  return sent?.trim() ? sent : null;
}
