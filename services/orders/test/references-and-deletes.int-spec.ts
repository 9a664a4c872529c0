import { counterpartyMessages, paymentMessages } from '@silkway/contracts';
import { sampleQuoteRequest } from '@silkway/contracts/testing';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';
import { ACCOUNTANT, accountantCalls, cashPayment } from './testing/accountant-calls.js';
import { type IdentityEndpoint, startIdentityEndpoint } from './testing/identity-endpoint.js';

/** docs/product-decisions.md "References and deletes", within the orders service (issue 30). */
describe('orders service: a delete never leaves a reference to nothing, nor a 500', () => {
  let service: TestService<OrdersConfig>;
  // A client's portal invitation asks identity for its link.
  let identity: IdentityEndpoint;

  beforeAll(async () => {
    identity = await startIdentityEndpoint();
    service = await startTestService(ordersService, { IDENTITY_URL: identity.url });
  });
  afterAll(async () => {
    await service?.close();
    await identity?.close();
  });

  const { post, counterparty } = accountantCalls(() => service);
  const remove = (url: string, headers: Record<string, string> = {}) =>
    service.call('DELETE', url, { headers: { ...ACCOUNTANT, ...headers } });
  const order = async (counterpartyId: number | null) => {
    const { body } = await post('/api/admin/orders', { name: 'Заказ', counterpartyId });
    await post(`/api/admin/orders/${body.id}/items`, {
      code: 'C',
      name: 'Товар',
      pricePerUnit: '100',
    });
    return body.id as number;
  };
  const pay = (fields: Record<string, unknown>) =>
    post('/api/admin/payments', cashPayment({ orderId: null, ...fields }));
  const statuses = (answers: Array<{ statusCode: number }>) =>
    answers.map((answer) => answer.statusCode);

  describe('a counterparty with payments keeps its ledger', () => {
    it('refuses its delete with 409 naming its payments, voided ones too, in the caller’s language', async () => {
      const client = await counterparty();
      const live = await pay({ counterpartyId: client, amount: '50' });
      const voided = await pay({ counterpartyId: client, amount: '20' });
      expect([live.statusCode, voided.statusCode]).toEqual([201, 201]);
      await post(`/api/admin/payments/${voided.body.id}/void`, { reason: 'ошибка' });
      await post(`/api/admin/payments/${live.body.id}/void`, { reason: 'ошибка' });

      const refused = await remove(`/api/admin/counterparties/${client}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.body.message).toBe(
        'Нельзя удалить контрагента: у него платежей: 2 (аннулированные тоже в его истории)',
      );
      const inEnglish = await remove(`/api/admin/counterparties/${client}`, {
        'accept-language': 'en',
      });
      expect(inEnglish.body.message).toMatch(
        /^The counterparty cannot be deleted: payments it has: 2/,
      );
      expect((await service.call('GET', `/api/admin/counterparties/${client}`)).statusCode).toBe(
        200,
      );
    });

    it('lets a client with a portal account go: the notifications service hears it has none', async () => {
      const client = await counterparty({ email: 'gone@example.com' });
      await post(`/api/admin/counterparties/${client}/portal-invite`, {});
      expect((await remove(`/api/admin/counterparties/${client}`)).statusCode).toBe(204);
      const announced = await service.query<{ payload: { access: boolean } }>(
        `SELECT payload FROM orders.outbox WHERE type = 'portal.client-changed'
            AND (payload->>'counterpartyId')::int = $1 ORDER BY occurred_at`,
        [client],
      );
      expect(announced.map(({ payload }) => payload.access)).toEqual([true, false]);
    });
  });

  it('records a payment racing its order’s delete, or refuses it 404, never 500 (20 at once)', async () => {
    const clients = await Promise.all(Array.from({ length: 20 }, () => counterparty()));
    const orders = await Promise.all(clients.map((client) => order(client)));
    const [payments, deletes] = await Promise.all([
      Promise.all(
        orders.map((orderId, index) =>
          pay({ counterpartyId: clients[index], orderId, amount: '30' }),
        ),
      ),
      Promise.all(orders.map((orderId) => remove(`/api/admin/orders/${orderId}`))),
    ]);
    const answers = [...payments, ...deletes];
    expect(answers.filter((answer) => answer.statusCode >= 500)).toEqual([]);
    expect(statuses(deletes)).toEqual(deletes.map(() => 204));
    for (const payment of payments) {
      expect([201, 404]).toContain(payment.statusCode);
      if (payment.statusCode === 404)
        expect(payment.body.message).toBe(paymentMessages.orderNotFound);
    }
    // Every payment recorded stays whole: its money is the client's advance now its order is gone.
    const [ledger] = await service.query<{ payments: number; allocated: string; live: string }>(
      `SELECT (SELECT count(*) FROM orders.payments WHERE counterparty_id = ANY($1))::int AS payments,
              (SELECT COALESCE(SUM(amount_usd), 0) FROM orders.payment_allocations
                WHERE counterparty_id = ANY($1) AND item_id IS NULL AND order_id IS NULL) AS allocated,
              (SELECT COALESCE(SUM(amount_usd), 0) FROM orders.payments WHERE counterparty_id = ANY($1)) AS live`,
      [clients],
    );
    expect(ledger?.payments).toBe(payments.filter((p) => p.statusCode === 201).length);
    expect(ledger?.allocated).toBe(ledger?.live);
  });

  it('refuses an order edit naming a counterparty being deleted with 400 on counterpartyId (20 at once)', async () => {
    const orders = await Promise.all(Array.from({ length: 20 }, () => order(null)));
    const clients = await Promise.all(orders.map(() => counterparty()));
    const answers = await Promise.all(
      orders.flatMap((orderId, index) => [
        service.call('PUT', `/api/admin/orders/${orderId}`, {
          body: { name: 'Заказ', counterpartyId: clients[index] },
          headers: ACCOUNTANT,
        }),
        remove(`/api/admin/counterparties/${clients[index]}`),
      ]),
    );
    for (let index = 0; index < orders.length; index++) {
      const [edit, removal] = [answers[2 * index]!, answers[2 * index + 1]!];
      const { counterpartyId } = (await service.call('GET', `/api/admin/orders/${orders[index]}`))
        .body;
      if (edit.statusCode === 200) {
        // The edit came first: the client stays, held by its order.
        expect(removal.statusCode).toBe(409);
        expect(removal.body.message).toBe(counterpartyMessages.hasOrders);
        expect(counterpartyId).toBe(clients[index]);
      } else {
        expect(edit.statusCode).toBe(400);
        expect(edit.body.fieldErrors).toEqual({ counterpartyId: [counterpartyMessages.notFound] });
        expect(removal.statusCode).toBe(204);
        expect(counterpartyId).toBeNull();
      }
    }
  });

  it('lets a converted quote request go of the order and the client it made when they are deleted', async () => {
    const submitted = await service.call('POST', '/api/quote-requests', {
      body: sampleQuoteRequest(),
    });
    expect(submitted.body).toMatchObject({ status: 'new' });
    const request = submitted.body;
    const convert = () =>
      service.call('POST', `/api/admin/quote-requests/${request.id}/convert`, {
        headers: ACCOUNTANT,
      });
    const converted = await convert();
    const { counterpartyId, orderId } = converted.body;
    expect((await remove(`/api/admin/orders/${orderId}`)).statusCode).toBe(204);
    const afterOrder = (await service.call('GET', `/api/admin/quote-requests/${request.id}`)).body;
    expect(afterOrder).toMatchObject({ counterpartyId, orderId: null, status: 'in_progress' });
    expect((await remove(`/api/admin/counterparties/${counterpartyId}`)).statusCode).toBe(204);
    const afterClient = (await service.call('GET', `/api/admin/quote-requests/${request.id}`)).body;
    expect(afterClient).toMatchObject({ counterpartyId: null, orderId: null });
    // Converting again makes a new client and order rather than naming the deleted ones.
    const again = await convert();
    expect(again.statusCode).toBe(200);
    expect(again.body.orderId).not.toBe(orderId);
  });
});
