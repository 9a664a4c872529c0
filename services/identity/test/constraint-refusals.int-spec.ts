import { describeConstraintRefusals } from '@silkway/service-kit/testing';
import { startIdentityTestKit } from './testing/identity-test-kit.js';

describeConstraintRefusals('identity', () => startIdentityTestKit());
