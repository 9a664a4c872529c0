import {
  ADMIN_SESSION_HEADER,
  PORTAL_COUNTERPARTY_HEADER,
  PORTAL_SESSION_HEADER,
} from '@silkway/contracts';
import { INTERNAL_TOKEN_HEADER, REQUEST_ID_HEADER } from './request-context.js';

/** Who calls, as the gateway says after its session check, and a service asking another on an admin's behalf. */
export const ADMIN_USERNAME_HEADER = 'x-admin-username';
export const ADMIN_ROLE_HEADER = 'x-admin-role';
/** How an admin call came (its audit entry's `via`), as a service asking another on the admin's behalf says. */
export const ADMIN_VIA_HEADER = 'x-admin-via';

/**
 * Headers only the product's own processes set, which services trust on a call carrying the internal
 * token: the gateway drops a client's copies before it adds its own (docs/gateway.md "Forwarding").
 */
export const TRUSTED_HEADERS = [
  INTERNAL_TOKEN_HEADER,
  REQUEST_ID_HEADER,
  ADMIN_USERNAME_HEADER,
  ADMIN_ROLE_HEADER,
  ADMIN_VIA_HEADER,
  ADMIN_SESSION_HEADER,
  PORTAL_COUNTERPARTY_HEADER,
  PORTAL_SESSION_HEADER,
] as const;

/**
 * The acting admin's name as the header carries it, percent-encoded: an API token's name
 * (`token:Бухгалтерия 1С`) is not the ASCII a header may hold; staff usernames pass unchanged.
 */
export const adminUsernameHeaderValue = (username: string): string => encodeURIComponent(username);

/** The acting admin's name from its header (see adminUsernameHeaderValue). */
export function adminUsernameOf(value: string | string[] | undefined): string | undefined {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!text) return undefined;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
