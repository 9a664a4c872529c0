import { baseServiceConfig, portSetting } from '@silkway/service-kit';
import { SERVICE_PORTS, serviceUrlSettings } from '@silkway/service-kit/internal-calls';
import { staffSessionSettings } from '@silkway/service-kit/staff-sessions';
import { z } from 'zod';

export const identityConfig = baseServiceConfig.extend({
  IDENTITY_PORT: portSetting(SERVICE_PORTS.identity),
  ...staffSessionSettings.shape,
  /** The orders service, which says whether a client signing in has access (docs/portal-accounts.md). */
  ...serviceUrlSettings('orders'),
  /** Seals the staff's TOTP secrets in the identity schema; **change it in production** (then re-enrol). */
  TOTP_ENCRYPTION_KEY: z
    .string()
    .min(16, 'TOTP_ENCRYPTION_KEY must be at least 16 characters')
    .default('silkway-dev-totp-encryption-key'),
  LOGIN_FAILURES_PER_USERNAME: z.coerce.number().int().positive().default(5),
  LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().positive().default(15),
});
export type IdentityConfig = z.output<typeof identityConfig>;
