import { describeConstraintRefusals } from '@silkway/service-kit/testing';
import { startNotificationsUnderTest } from './testing/notifications-test-kit.js';

describeConstraintRefusals('notifications', () => startNotificationsUnderTest());
