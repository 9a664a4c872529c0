import { permissionsOfRole, type AdminUser } from '@silkway/contracts';
import { z } from 'zod';
import type { SessionUser } from './session-store.js';

export * from './session-store.js';
export * from './api-token-store.js';
export * from './portal-session-store.js';

/** The signed-in person as /me and the sign-in answer it: with the permissions of the role. */
export const adminUserOf = (user: SessionUser): AdminUser => ({
  ...user,
  permissions: [...permissionsOfRole(user.role)],
});

/**
 * The settings of staff and client sessions, read alike by the gateway (which looks sessions up) and
 * identity (which opens and ends them): both must name the same keys and limits.
 */
export const staffSessionSettings = z.object({
  /** Prefix of the gateway's and identity's Redis keys (sessions, sign-in counters); tests use a unique one. */
  REDIS_KEY_PREFIX: z.string().default('silkway:gateway:'),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(60),
  SESSION_MAX_HOURS: z.coerce.number().positive().default(12),
  /** A client's session lasts this long after its last call (sliding). */
  PORTAL_SESSION_DAYS: z.coerce.number().positive().default(30),
});
export type StaffSessionSettings = z.output<typeof staffSessionSettings>;

export const sessionLimitsOf = (settings: StaffSessionSettings) => ({
  idleMs: settings.SESSION_IDLE_MINUTES * 60_000,
  absoluteMs: settings.SESSION_MAX_HOURS * 3_600_000,
});

/** How long a client's session lasts after its last call. */
export const portalSessionLifetimeOf = (settings: StaffSessionSettings): number =>
  settings.PORTAL_SESSION_DAYS * 86_400_000;
