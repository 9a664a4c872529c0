import { errorBody } from '@silkway/contracts';

/**
 * What the login screen says about a failed sign-in (product.md §8): 'Неверные учетные данные' when the
 * error mentions 401, the server's own words for the rate limit (429), 'Ошибка подключения' otherwise.
 */
export type LoginFailure =
  | { kind: 'invalid-credentials' }
  /** Two-factor sign-in is on: the code of the app is asked for (or the one sent was wrong). */
  | { kind: 'otp-required' }
  | { kind: 'rate-limited'; message: string }
  | { kind: 'connection' };

const RATE_LIMITED_PREFIX = '429: ';

export function describeLoginFailure(error: unknown): LoginFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes('401'))
    return { kind: otpRequired(message) ? 'otp-required' : 'invalid-credentials' };
  if (message.startsWith(RATE_LIMITED_PREFIX)) {
    return {
      kind: 'rate-limited',
      message: serverMessage(message.slice(RATE_LIMITED_PREFIX.length)),
    };
  }
  return { kind: 'connection' };
}

function otpRequired(message: string): boolean {
  try {
    const body = JSON.parse(message.slice(message.indexOf('{'))) as { otpRequired?: unknown };
    return body.otpRequired === true;
  } catch {
    return false;
  }
}

/** The gateway answers errors as an error body in JSON; anything else is shown as it came. */
function serverMessage(responseText: string): string {
  try {
    const parsed = errorBody.safeParse(JSON.parse(responseText));
    if (parsed.success) return parsed.data.message;
  } catch {
    // Not JSON: a proxy or the status text, shown as is.
  }
  return responseText;
}
