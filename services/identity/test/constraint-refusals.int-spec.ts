import { constraintsWithoutRefusalText } from '@silkway/service-kit/testing';
import { startIdentityTestKit, type IdentityTestKit } from './testing/identity-test-kit.js';

describe('identity: every constraint', () => {
  let kit: IdentityTestKit;
  beforeAll(async () => {
    kit = await startIdentityTestKit();
  });
  afterAll(() => kit.close());

  it('has its refusal text in all four languages', async () => {
    expect(await constraintsWithoutRefusalText(kit.service.database.url, 'identity')).toEqual([]);
  });
});
