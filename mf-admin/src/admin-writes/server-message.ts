import { readErrorBody } from '@silkway/web-client';

/** The `message` of the contracts' error body the server answered with, as sent; undefined when it sent none. */
const errorBodyMessage = (error: unknown): string | undefined => readErrorBody(error)?.message;

/**
 * The text a toast shows under its title: the server's `message` when the answer is the contracts'
 * error body, else the product.md §8 "status: text" of the error.
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
