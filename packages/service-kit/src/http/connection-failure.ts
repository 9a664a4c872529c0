/** Node's socket errors when a database or Redis cannot be reached or drops the connection. */
const SOCKET_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

// PostgreSQL SQLSTATE: class 08 connection exceptions, shutting down / starting up, too many connections.
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;

// TypeORM releases a transaction's query runner when its connection drops; the next query says so.
const RELEASED_QUERY_RUNNER = new Set([
  'QueryRunnerAlreadyReleasedError',
  'QueryRunnerProviderAlreadyReleasedError',
]);

// What pg, TypeORM and ioredis say when the server went away (they carry no code).
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|is not queryable|already been released to the pool|Connection is closed|Reached the max retries per request limit|Stream isn't writeable|Driver not Connected/i;

/**
 * True when `error` (or what it wraps: TypeORM's driverError, a cause, an AggregateError's errors)
 * means PostgreSQL or Redis is unreachable, i.e. the call may succeed later: 503, not 500.
 */
export function isConnectionFailure(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, name } = error as { code?: unknown; message?: unknown; name?: unknown };
  if (typeof code === 'string' && (SOCKET_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)))
    return true;
  if (name === 'MaxRetriesPerRequestError' || RELEASED_QUERY_RUNNER.has(String(name))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  const wrapped = [
    (error as { driverError?: unknown }).driverError,
    (error as { cause?: unknown }).cause,
    ...((error as { errors?: unknown }).errors instanceof Array
      ? (error as { errors: unknown[] }).errors
      : []),
  ];
  return wrapped.some((inner) => isConnectionFailure(inner, depth + 1));
}
