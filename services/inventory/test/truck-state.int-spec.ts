import { truckMessages, truckStateAnswer } from '@silkway/contracts';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { InventoryConfig } from '../src/config.js';
import { inventoryService } from '../src/service.js';

/** What the orders service asks for a truck whose event has not reached it yet. */
describe('inventory service: a truck’s state for the orders service', () => {
  let service: TestService<InventoryConfig>;

  beforeAll(async () => {
    service = await startTestService(inventoryService);
  });
  afterAll(() => service?.close());

  it('answers a truck’s number and when it was last written, with the internal token only', async () => {
    const { body: truck } = await service.call('POST', '/api/admin/trucks', {
      body: { number: '01 TJ 777', capacity: 80, status: 'Свободен' },
    });
    const { statusCode, body } = await service.call('GET', `/internal/trucks/${truck.id}`);
    expect(statusCode).toBe(200);
    expect(truckStateAnswer.parse(body)).toMatchObject({ id: truck.id, number: '01 TJ 777' });

    await service.call('PUT', `/api/admin/trucks/${truck.id}`, { body: { number: '01 TJ 778' } });
    const renamed = await service.call('GET', `/internal/trucks/${truck.id}`);
    expect(renamed.body.number).toBe('01 TJ 778');
    expect(Date.parse(renamed.body.stateAt)).toBeGreaterThanOrEqual(Date.parse(body.stateAt));

    const forged = await service.call('GET', `/internal/trucks/${truck.id}`, { token: 'forged' });
    expect(forged.statusCode).toBe(401);
  });

  it('answers 404 for a truck it does not have', async () => {
    const missing = await service.call('GET', '/internal/trucks/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe(truckMessages.notFound);
  });
});
