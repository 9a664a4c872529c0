import { startTestService, type TestService } from '@silkway/service-kit/testing';
import { DataSource } from 'typeorm';
import type { OrdersConfig } from '../src/config.js';
import { PaymentsLedger1795670000000 } from '../src/migrations/1795670000000-payments-ledger.js';
import { ordersService } from '../src/service.js';

describe('orders service: the typed current debt becomes the opening balance', () => {
  let service: TestService<OrdersConfig>;

  beforeAll(async () => {
    service = await startTestService(ordersService);
  });
  afterAll(() => service?.close());

  it('keeps each typed debt as the opening of the computed one when the ledger ships', async () => {
    const created = async (name: string) =>
      (await service.call('POST', '/api/admin/counterparties', { body: { name } })).body
        .id as number;
    const owing = await created('Должник до учёта');
    const even = await created('Без долга');
    const { body: order } = await service.call('POST', '/api/admin/orders', {
      body: { name: 'Заказ', counterpartyId: owing },
    });
    await service.call('POST', `/api/admin/orders/${order.id}/items`, {
      body: { code: 'O-1', name: 'Товар', pricePerUnit: '10' },
    });

    // The database as it was before the ledger: a debt typed by hand.
    const runner = service.app.get(DataSource).createQueryRunner();
    const migration = new PaymentsLedger1795670000000();
    try {
      await migration.down(runner);
      await runner.query(`UPDATE orders.counterparties SET current_debt = 1234.56 WHERE id = $1`, [
        owing,
      ]);
      await migration.up(runner);
      expect(
        await runner.query(`SELECT counterparty_id, amount_usd FROM orders.opening_balances`),
      ).toEqual([{ counterparty_id: owing, amount_usd: '1234.56' }]);
    } finally {
      await runner.release();
    }

    const balance = async (id: number) =>
      (await service.call('GET', `/api/admin/counterparties/${id}`)).body.currentDebt;
    expect(await balance(owing)).toBe(1244.56);
    expect(await balance(even)).toBe(0);
    const { body: statement } = await service.call(
      'GET',
      `/api/admin/counterparties/${owing}/statement`,
    );
    expect([statement.opening, statement.closing]).toEqual([1234.56, 1244.56]);
  });
});
