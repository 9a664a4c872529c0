import { ApiError } from '@silkway/web-client';

/**
 * The text a toast shows under its title: the server's `message` when the answer is the contracts'
 * error body, else the SPEC §8 "status: text" of the error.
 */
export function serverMessage(error: unknown): string {
  if (error instanceof ApiError) {
    try {
      const body: unknown = JSON.parse(error.responseText);
      if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
        return body.message;
    } catch {
      // Not JSON: the generic message already carries the text.
    }
  }
  return error instanceof Error ? error.message : String(error);
}
