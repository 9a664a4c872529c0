import { AdoptIdentitySchema1764400000000 } from './1764400000000-adopt-identity-schema.js';
import { StaffUserVersions1796700000000 } from './1796700000000-staff-user-versions.js';
import { ApiTokens1797000000000 } from './1797000000000-api-tokens.js';
import { PortalSignInTokens1797100000000 } from './1797100000000-portal-sign-in-tokens.js';

/** The service's migrations, run at start and by the command line alike. */
export const IDENTITY_MIGRATIONS = [
  AdoptIdentitySchema1764400000000,
  StaffUserVersions1796700000000,
  ApiTokens1797000000000,
  PortalSignInTokens1797100000000,
];
