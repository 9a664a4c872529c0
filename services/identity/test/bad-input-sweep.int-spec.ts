import { api } from '@silkway/contracts';
import { describeBadInputSweep, sweepOf, type SweepCall } from '@silkway/service-kit/testing';
import { startIdentityTestKit } from './testing/identity-test-kit.js';

const client = { params: { counterpartyId: '1' } };
// The clients' sign-in links, asked by the orders service; staff sign-in has its own sweep (faults).
const CALLS: SweepCall[] = [
  sweepOf(api.internal.issuePortalSignInToken, { body: { counterpartyId: 1 } }),
  sweepOf(api.internal.endPortalAccess, client),
];

describeBadInputSweep('identity', CALLS, () => startIdentityTestKit());
