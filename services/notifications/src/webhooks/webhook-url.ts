import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

// Addresses a webhook may never reach unless WEBHOOKS_ALLOW_PRIVATE_URLS is on: the stack itself,
// the cloud's metadata service (link-local) and the private networks behind it.
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const mappedIpv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mappedIpv4) return isPrivateAddress(mappedIpv4);
  const family = isIP(address);
  return family === 0 || PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class WebhookUrlRefused extends Error {}

/** Why a URL may not receive webhooks, as the sender logs it; the keys name the user's refusals too. */
export const WEBHOOK_URL_REFUSALS = {
  notUrl: 'not a URL',
  notHttps: 'must be an https URL',
  credentials: 'must not carry a user name or password',
  private: 'points to a private, loopback or link-local address',
  hostNotFound: 'host not found',
} as const;
export type WebhookUrlRefusal = keyof typeof WEBHOOK_URL_REFUSALS;

/** Why `url` may not receive webhooks (scheme and, unless allowed, a literal private address), or null. */
export function refusalOfWebhookUrl(url: string, allowPrivate: boolean): WebhookUrlRefusal | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'notUrl';
  }
  if (parsed.protocol !== 'https:' && !(allowPrivate && parsed.protocol === 'http:'))
    return 'notHttps';
  if (parsed.username || parsed.password) return 'credentials';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && isIP(host) && isPrivateAddress(host)) return 'private';
  return null;
}

/**
 * A `lookup` for http.request that refuses a name resolving to a private address, so the address
 * checked is the one connected to (a second resolution could answer differently).
 */
export function publicOnlyLookup(
  hostname: string,
  options: { all?: boolean },
  callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
): void {
  dnsLookup(hostname, { all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find(({ address }) => isPrivateAddress(address));
    if (refused)
      return callback(
        new WebhookUrlRefused(`${hostname} resolves to a private address (${refused.address})`),
        [],
      );
    const [first] = addresses;
    if (!first) return callback(new Error(`${hostname} has no address`), []);
    if (options.all) return callback(null, addresses);
    callback(null, first.address, first.family);
  });
}

/** Resolves the URL's host at create time: null when it may receive webhooks, else why not. */
export async function refusalOfWebhookHost(
  url: string,
  allowPrivate: boolean,
): Promise<WebhookUrlRefusal | null> {
  const refusal = refusalOfWebhookUrl(url, allowPrivate);
  if (refusal || allowPrivate) return refusal;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return null;
  return new Promise((resolve) =>
    publicOnlyLookup(host, { all: true }, (error) =>
      resolve(error instanceof WebhookUrlRefused ? 'private' : error ? 'hostNotFound' : null),
    ),
  );
}
