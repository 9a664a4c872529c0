// What an error of PostgreSQL, Redis or their drivers means for the caller: try again later, or a real
// fault. A light entry (package.json "exports"), so processes that are not NestJS services (the
// gateway) can use it: nothing here loads Nest.

import type { ServiceName } from '@silkway/contracts';

/** Russian names of the services, as in «Сервис заказов …». */
const SERVICE_LABELS: Record<ServiceName, string> = {
  orders: 'заказов',
  inventory: 'склада',
  files: 'файлов',
  notifications: 'уведомлений',
  identity: 'учетных записей',
};

/** What the services and the gateway answer when a call cannot be taken or failed (the team's error shape). */
export const errorMessages = {
  bodyTooLarge: (limitMb: number) => `Слишком большой запрос: не более ${limitMb} МБ`,
  unsupportedMediaType: 'Неподдерживаемый тип содержимого: ожидается application/json',
  invalidJson: 'Тело запроса не является корректным JSON',
  badUrl: 'Некорректный адрес запроса',
  unavailable:
    'Сервис временно недоступен: нет связи с базой данных или очередью. Попробуйте позже',
  internal: 'Внутренняя ошибка сервера',
  /** The gateway: Redis or a service it asks itself cannot be reached. */
  dependencyUnavailable: 'Сервис временно недоступен. Попробуйте через несколько секунд',
  /** The gateway: no replica of the service takes the call. */
  serviceUnavailable: (service: ServiceName) =>
    `Сервис ${SERVICE_LABELS[service]} временно недоступен. Попробуйте через несколько секунд.`,
  /** The gateway: the service answered nothing usable, or not in time. */
  serviceFailed: (service: ServiceName) =>
    `Сервис ${SERVICE_LABELS[service]} не ответил, попробуйте позже`,
} as const;

/** Node's socket errors when a database or Redis cannot be reached or drops the connection. */
const SOCKET_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

// PostgreSQL SQLSTATE: class 08 connection exceptions, shutting down / starting up, too many connections.
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;

// PostgreSQL SQLSTATE: out of resources, serialization failure, deadlock, lock timeout.
const BUSY_SQLSTATE = /^(53[0-2]00|40001|40P01|55P03)$/;

// TypeORM releases a transaction's query runner when its connection drops; the next query says so.
const RELEASED_QUERY_RUNNER = new Set([
  'QueryRunnerAlreadyReleasedError',
  'QueryRunnerProviderAlreadyReleasedError',
]);

// What pg, TypeORM and ioredis say when the server went away (they carry no code).
const UNAVAILABLE_MESSAGE =
  /Connection terminated|terminating connection|timeout exceeded when trying to connect|is not queryable|already been released to the pool|Connection is closed|Reached the max retries per request limit|Stream isn't writeable|Driver not Connected|socket hang up/i;

interface ErrorFields {
  code?: unknown;
  message?: unknown;
  name?: unknown;
}

const isUnavailable = ({ code, message, name }: ErrorFields): boolean =>
  (typeof code === 'string' && (SOCKET_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) ||
  name === 'MaxRetriesPerRequestError' ||
  RELEASED_QUERY_RUNNER.has(String(name)) ||
  (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message));

const isBusy = ({ code }: ErrorFields): boolean =>
  typeof code === 'string' && BUSY_SQLSTATE.test(code);

/**
 * ioredis's `maxRetriesPerRequest` for the connections that answer calls: a command waits through this
 * many reconnection attempts (after 50, 100, … 300 ms), a Redis restart of about a second, before its
 * call is answered 503. Two gave up after some 150 ms, less than a restart takes on a busy machine
 * (faults, "Redis restarted without persistence").
 */
export const REDIS_RETRIES_PER_CALL = 6;

/**
 * True when `error` (or what it wraps: TypeORM's driverError, a cause, an AggregateError's errors)
 * means PostgreSQL or Redis is unreachable, i.e. the call may succeed later: 503, not 500.
 */
export const isConnectionFailure = (error: unknown): boolean => anyWrapped(error, isUnavailable);

/**
 * True when `error` says a dependency is unreachable or busy (a deadlock, a lock timeout…) rather
 * than that the work or the code is wrong: an event worker retries it without counting an attempt.
 */
export const isTransientError = (error: unknown): boolean =>
  anyWrapped(error, (fields) => isUnavailable(fields) || isBusy(fields));

// PostgreSQL SQLSTATE: serialization failure, deadlock. The transaction was rolled back whole.
const ROLLED_BACK_SQLSTATE = /^(40001|40P01)$/;

/**
 * True when PostgreSQL rolled the transaction back to break a deadlock or a serialization conflict:
 * nothing of it was written, and running it again is what the database expects of its client.
 */
export const isRolledBackToRetry = (error: unknown): boolean =>
  anyWrapped(error, ({ code }) => typeof code === 'string' && ROLLED_BACK_SQLSTATE.test(code));

function anyWrapped(error: unknown, test: (fields: ErrorFields) => boolean): boolean {
  const seen = new Set<object>();
  const pending = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    if (test(current)) return true;
    const { driverError, cause, errors } = current as {
      driverError?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    pending.push(driverError, cause, ...(Array.isArray(errors) ? errors : []));
  }
  return false;
}
