import type { ServiceName } from '@silkway/contracts';
import { z } from 'zod';
import { commaListSetting } from '../config/load-config.js';

/** How long an address that refused a connection is tried only after the others. */
export const DOWN_FOR_MS = 5_000;

// Errors raised before any byte of the call reached the service: retrying any method elsewhere is safe.
const NOT_CONNECTED_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);
// Errors of a connection that broke during the call: the service may have acted on it.
const BROKEN_CONNECTION_CODES = new Set([
  'ECONNRESET',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

export type ConnectionFailure = 'not-connected' | 'broken' | undefined;

/** Methods of a call that may be sent to another replica after one broke mid-call: nothing is done twice. */
export const REPEATABLE_METHODS: ReadonlySet<string> = new Set([
  'GET',
  'HEAD',
  'OPTIONS',
  'PUT',
  'DELETE',
]);

/** What kind of connection failure `error` (or an error it wraps) is, if any. */
export function connectionFailureOf(error: unknown): ConnectionFailure {
  // Duck-typed: errors of Node's own realm fail `instanceof Error` inside test sandboxes.
  for (
    let current = error as { code?: unknown; cause?: unknown } | undefined;
    current && typeof current === 'object';
    current = current.cause as typeof current
  ) {
    const { code } = current;
    if (typeof code !== 'string') continue;
    if (NOT_CONNECTED_CODES.has(code)) return 'not-connected';
    if (BROKEN_CONNECTION_CODES.has(code)) return 'broken';
  }
  return undefined;
}

/**
 * The addresses of one service's replicas: calls start at the next one in turn (round robin), and
 * an address that refused a connection goes to the back of the line for DOWN_FOR_MS. Addresses
 * marked down are still tried last, so a replica that is back is used again at once when the
 * others fail.
 */
export class ServiceAddresses {
  private cursor = 0;
  private readonly downUntil = new Map<string, number>();

  constructor(
    readonly service: ServiceName,
    readonly origins: readonly string[],
  ) {
    if (origins.length === 0) throw new Error(`no address for the ${service} service`);
  }

  /** The addresses to try for one call, in order. */
  attemptOrder(now = Date.now()): string[] {
    const start = this.cursor;
    this.cursor = (this.cursor + 1) % this.origins.length;
    if (this.origins.length === 1) return [...this.origins];
    const rotated = [...this.origins.slice(start), ...this.origins.slice(0, start)];
    if (this.downUntil.size === 0) return rotated;
    const isDown = (origin: string) => (this.downUntil.get(origin) ?? 0) > now;
    return [...rotated.filter((origin) => !isDown(origin)), ...rotated.filter(isDown)];
  }

  markDown(origin: string, now = Date.now()): void {
    this.downUntil.set(origin, now + DOWN_FOR_MS);
  }
}

/**
 * The setting of a service's replicas, `http://a:3001,http://b:3001`: the origins, each checked as a
 * URL; `fallback` when unset.
 */
export const serviceOriginsSetting = (fallback: string) =>
  commaListSetting(fallback)
    .pipe(z.array(z.url()).min(1, 'expected one URL or several, comma separated'))
    .transform((urls) => urls.map((url) => new URL(url).origin));

/** Where each service listens on a developer's machine: its own port's default and its address for the others. */
export const SERVICE_PORTS: Readonly<Record<ServiceName, number>> = {
  orders: 3001,
  inventory: 3002,
  files: 3003,
  notifications: 3004,
  identity: 3005,
};

type ServiceUrlSetting<S extends ServiceName> = `${Uppercase<S>}_URL`;
const urlSettingOf = <S extends ServiceName>(service: S) =>
  `${service.toUpperCase()}_URL` as ServiceUrlSetting<S>;

/** The settings naming the replicas of each of `services` (ORDERS_URL, …), by default the service on this machine. */
export const serviceUrlSettings = <S extends ServiceName>(...services: S[]) =>
  Object.fromEntries(
    services.map((service) => [
      urlSettingOf(service),
      serviceOriginsSetting(`http://127.0.0.1:${SERVICE_PORTS[service]}`),
    ]),
  ) as Record<ServiceUrlSetting<S>, ReturnType<typeof serviceOriginsSetting>>;

/** The replicas of each of `services`, from the settings serviceUrlSettings declares. */
export const serviceAddressesOf = <S extends ServiceName>(
  config: Readonly<Record<ServiceUrlSetting<S>, string[]>>,
  ...services: S[]
) =>
  Object.fromEntries(
    services.map((service) => [
      service,
      new ServiceAddresses(service, config[urlSettingOf(service)]),
    ]),
  ) as Record<S, ServiceAddresses>;
