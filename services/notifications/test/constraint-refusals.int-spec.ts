import { constraintsWithoutRefusalText } from '@silkway/service-kit/testing';
import {
  type NotificationsUnderTest,
  startNotificationsUnderTest,
} from './testing/notifications-test-kit.js';

describe('notifications service: every constraint of its schema', () => {
  let under: NotificationsUnderTest;

  beforeAll(async () => {
    under = await startNotificationsUnderTest();
  });
  afterAll(() => under?.close());

  it('has its refusal text in all four languages, so no database error answers 500', async () => {
    expect(
      await constraintsWithoutRefusalText(under.service.database.url, 'notifications'),
    ).toEqual([]);
  });
});
