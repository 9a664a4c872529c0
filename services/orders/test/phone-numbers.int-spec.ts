import { phoneMessages } from '@silkway/contracts';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';

/** A phone number that cannot be dialled is refused with 400 on the field, nothing saved. */
describe('orders service: phone numbers are phone numbers', () => {
  let service: TestService<OrdersConfig>;

  beforeAll(async () => {
    service = await startTestService(ordersService);
  });
  afterAll(() => service?.close());

  const rows = async (table: string): Promise<number> =>
    (await service.query(`SELECT count(*)::int AS count FROM orders.${table}`))[0].count;

  it.each([
    [
      '/api/quote-requests',
      'quote_requests',
      { name: 'Али', serviceType: 'oem', description: 'Нужны 500 чайников' },
      'abc',
    ],
    [
      '/api/contact',
      'contact_messages',
      { name: 'Ali', email: 'ali@example.tj', subject: 'Цены', message: 'Сколько стоит доставка?' },
      '12',
    ],
    ['/api/admin/counterparties', 'counterparties', { name: 'Фарход' }, 'телефон'],
  ])('%s refuses the phone of someone who typed it wrong', async (path, table, body, phone) => {
    const before = await rows(table);
    const refused = await service.call('POST', path, { body: { ...body, phone } });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ phone: [phoneMessages.invalid] });
    expect(await rows(table)).toBe(before);

    const taken = await service.call('POST', path, {
      body: { ...body, phone: '+992 90 123 45 67' },
    });
    expect(taken.statusCode).toBe(201);
    expect(await rows(table)).toBe(before + 1);
  });
});
