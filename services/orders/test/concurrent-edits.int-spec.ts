import { randomUUID } from 'node:crypto';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { OrdersConfig } from '../src/config.js';
import { ordersService } from '../src/service.js';

const ROUNDS = 100;
jest.setTimeout(300_000); // 100 rounds take seconds; minutes on a machine busy with other suites

/**
 * Writes that race each other on one row must all survive: each handler locks the row it loads or
 * updates only its own columns (docs/architecture.md, "Writes that race").
 */
describe('orders service: concurrent writes to one row lose nothing', () => {
  let service: TestService<OrdersConfig>;
  let orderId: number;

  beforeAll(async () => {
    service = await startTestService(ordersService);
    orderId = (await service.call('POST', '/api/admin/orders', { body: { name: 'Гонки' } })).body
      .id;
  });
  afterAll(() => service?.close());

  it(`keeps an admin's edit made while the inventory's stock answer is applied (${ROUNDS} interleavings)`, async () => {
    const lost: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { body: item } = await service.call('POST', `/api/admin/orders/${orderId}/items`, {
        body: {
          code: `S-${round}`,
          name: 'Плитка',
          quantity: 3,
          pricePerUnit: 10,
          fromInventory: true,
          inventoryItemId: 9,
        },
      });
      const answer =
        round % 2 === 0
          ? { type: 'stock.reduced' as const, payload: stockPayload(item.id) }
          : {
              type: 'stock.reduce-rejected' as const,
              payload: { ...stockPayload(item.id), reason: 'мало' },
            };
      const [edit] = await Promise.all([
        service.call('PUT', `/api/admin/order-items/${item.id}`, {
          body: { name: `Плитка ${round}`, comments: 'срочно' },
        }),
        service.events.deliver({
          id: randomUUID(),
          occurredAt: new Date().toISOString(),
          ...answer,
        }),
      ]);
      expect(edit.statusCode).toBe(200);
      const [stored] = await service.query(
        'SELECT name, comments, stock_status FROM orders.order_items WHERE id = $1',
        [item.id],
      );
      if (stored.name !== `Плитка ${round}` || stored.comments !== 'срочно')
        lost.push(`edit of round ${round}`);
      if (stored.stock_status !== (round % 2 === 0 ? 'reduced' : 'rejected'))
        lost.push(`stock answer of round ${round}`);
    }
    expect(lost).toEqual([]);
  });

  /** Per round: creates a row (answering its URL), sends two edits of different fields at once, and names the rounds whose row lacks either. */
  async function roundsLosingAnEdit(
    create: () => Promise<string>,
    edits: (url: string, round: number) => Array<Promise<unknown>>,
    keptBoth: (stored: Record<string, unknown>, round: number) => boolean,
  ) {
    const lost: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const url = await create();
      await Promise.all(edits(url, round));
      const { body: stored } = await service.call('GET', url);
      if (!keptBoth(stored, round)) lost.push(`round ${round}: ${JSON.stringify(stored)}`);
    }
    return lost;
  }

  it(`keeps both of two admins' edits of different fields of an order (${ROUNDS} interleavings)`, async () => {
    const lost = await roundsLosingAnEdit(
      async () =>
        `/api/admin/orders/${(await service.call('POST', '/api/admin/orders', { body: { name: 'Заказ' } })).body.id}`,
      (url, round) => [
        service.call('PUT', url, { body: { name: 'Заказ', comments: `раунд ${round}` } }),
        service.call('PATCH', `${url}/status`, { body: { status: 'completed' } }),
      ],
      (stored, round) => stored.comments === `раунд ${round}` && stored.status === 'completed',
    );
    expect(lost).toEqual([]);
  });

  /** A valid Tajik mobile number of its own for each round. */
  const phoneOf = (round: number) => `+992 90 000 ${String(round).padStart(4, '0')}`;

  it(`keeps both of two admins' edits of different fields of a counterparty (${ROUNDS} interleavings)`, async () => {
    const lost = await roundsLosingAnEdit(
      async () =>
        `/api/admin/counterparties/${(await service.call('POST', '/api/admin/counterparties', { body: { name: 'ООО Шёлк' } })).body.id}`,
      (url, round) => [
        service.call('PUT', url, { body: { name: 'ООО Шёлк', phone: phoneOf(round) } }),
        service.call('PUT', url, { body: { name: 'ООО Шёлк', company: `Шёлк ${round}` } }),
      ],
      (stored, round) => stored.phone === phoneOf(round) && stored.company === `Шёлк ${round}`,
    );
    expect(lost).toEqual([]);
  });

  it(`tells the inventory of every item an order deletion takes with it, even one added meanwhile (${ROUNDS} interleavings)`, async () => {
    const untold: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { body: order } = await service.call('POST', '/api/admin/orders', {
        body: { name: 'Удаляемый' },
      });
      const [added] = await Promise.all([
        service.call('POST', `/api/admin/orders/${order.id}/items`, {
          body: { code: `D-${round}`, name: 'Груз' },
        }),
        service.call('DELETE', `/api/admin/orders/${order.id}`),
      ]);
      // The order gone first: the add's own lock on it answers 404, nothing half-written.
      expect([201, 404]).toContain(added.statusCode);
      if (added.statusCode !== 201) continue;
      const [told] = await service.query(
        `SELECT count(*)::int AS count FROM orders.outbox WHERE type = 'order-item.deleted' AND (payload->>'itemId')::int = $1`,
        [added.body.id],
      );
      if (told.count !== 1) untold.push(`item of round ${round}`);
    }
    expect(untold).toEqual([]);
  });
});

const stockPayload = (orderItemId: number) => ({ orderItemId, inventoryItemId: 9, quantity: 3 });
