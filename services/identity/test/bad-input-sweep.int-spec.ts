import { api } from '@silkway/contracts';
import { itSweepsEachCall, sweepOf, type SweepCall } from '@silkway/service-kit/testing';
import { startIdentityTestKit, type IdentityTestKit } from './testing/identity-test-kit.js';

const client = { params: { counterpartyId: '1' } };
// The clients' sign-in links, asked by the orders service; staff sign-in has its own sweep (faults).
const CALLS: SweepCall[] = [
  sweepOf(api.internal.issuePortalSignInToken, { body: { counterpartyId: 1 } }),
  sweepOf(api.internal.endPortalAccess, client),
];

describe('identity: generated bad inputs on every call about clients’ sign-in links', () => {
  let kit: IdentityTestKit;
  beforeAll(async () => {
    kit = await startIdentityTestKit();
  });
  afterAll(() => kit.close());

  itSweepsEachCall('identity', () => kit.service, CALLS);
});
