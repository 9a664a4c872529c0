import {
  constraintsWithoutRefusalText,
  startTestService,
  type TestService,
} from '@silkway/service-kit/testing';
import type { InventoryConfig } from '../src/config.js';
import { inventoryService } from '../src/service.js';

describe('inventory service: every constraint of its schema', () => {
  let service: TestService<InventoryConfig>;

  beforeAll(async () => {
    service = await startTestService(inventoryService);
  });
  afterAll(() => service?.close());

  it('has its refusal text in all four languages, so no database error answers 500', async () => {
    expect(await constraintsWithoutRefusalText(service.database.url, 'inventory')).toEqual([]);
  });
});
