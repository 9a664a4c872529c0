import { queryPlan, startTestService, type TestService } from '@silkway/service-kit/testing';
import { textSearchPattern } from '@silkway/service-kit';
import { DataSource } from 'typeorm';
import type { OrdersConfig } from '../src/config.js';
import {
  EXACT_COUNT_LIMIT,
  type NewestFirstSearch,
  newestFirstStatements,
  SORTED_MATCHES_LIMIT,
} from '../src/orders/newest-first-page.js';
import { orderSearch } from '../src/orders/orders.repository.js';
import { itemSearch } from '../src/search/search-orders/search-orders.handler.js';
import { ordersService } from '../src/service.js';
import { TRACKING_STATEMENT } from '../src/tracking/track-order/track-order.handler.js';

/**
 * The list, search and tracking statements on a table large enough (and ANALYZEd) for PostgreSQL
 * to prefer a sequential scan whenever no index fits: each must read through its index, so a
 * rewrite that loses the index fails here, not only in the bench.
 */
describe('orders service: list, search and tracking read through indexes', () => {
  let service: TestService<OrdersConfig>;
  let database: DataSource;

  const plan = (sql: string, parameters: unknown[]) => queryPlan(database, sql, parameters);
  const statementsOf = (search: NewestFirstSearch) => newestFirstStatements(search, 50, 0);

  beforeAll(async () => {
    service = await startTestService(ordersService);
    database = service.app.get(DataSource);
    await database.query(
      `INSERT INTO orders.counterparties (name, company) SELECT 'Клиент ' || g, 'Компания ' || g FROM generate_series(1, 2000) g`,
    );
    await database.query(
      `INSERT INTO orders.orders (name, code, counterparty_id, status, created_at)
       SELECT 'Заказ ' || g, chr(65 + g % 26) || chr(65 + g / 26 % 26) || '-' || lpad(g::text, 6, '0'), 1 + g % 2000, CASE WHEN g % 3 = 0 THEN 'completed' ELSE 'active' END, now() - g * interval '1 minute'
         FROM generate_series(1, 30000) g`,
    );
    await database.query(
      `INSERT INTO orders.order_items (order_id, code, name)
       SELECT o.id, 'IT-' || o.id || '-' || n, (ARRAY['Товар', 'Лампа', 'Чайник', 'Кабель', 'Смеситель', 'Панель', 'Нитки', 'Диван', 'Стол', 'Шина'])[1 + o.id % 10] || ' ' || o.id
         FROM orders.orders o, generate_series(1, 2) n`,
    );
    await database.query('VACUUM ANALYZE orders.orders, orders.order_items, orders.counterparties');
  }, 120_000);
  afterAll(() => service?.close(), 30_000);

  it('finds orders by code, name and counterparty through the trigram indexes, three characters or more', async () => {
    const search = orderSearch({ status: 'all', search: '-01234' }, [7, 1234]);
    const { seqScans, indexes } = await plan(statementsOf(search).branches, search.parameters);
    expect(seqScans).toEqual([]);
    expect(indexes).toEqual(
      expect.arrayContaining(['orders_name_trgm', 'orders_code_trgm', 'orders_counterparty']),
    );
  });

  it('matches one or two characters at the start, through the b-tree prefix indexes', async () => {
    const search = orderSearch({ status: 'active', search: 'QB' }, [7]);
    expect(search.parameters).toContain(textSearchPattern('QB'));
    const { seqScans, indexes } = await plan(statementsOf(search).branches, search.parameters);
    expect(seqScans).not.toContain('orders');
    expect(indexes).toEqual(
      expect.arrayContaining(['orders_name_prefix', 'orders_code_prefix', 'orders_counterparty']),
    );
  });

  it('pages newest first (also deep) and takes the newest matches through the created_at indexes', async () => {
    const list = orderSearch({ status: 'all' }, []);
    expect(await plan(newestFirstStatements(list, 50, 20000).page, list.parameters)).toEqual({
      seqScans: [],
      indexes: ['orders_created'],
    });
    const completed = orderSearch({ status: 'completed', search: 'заказ' }, []);
    expect(await plan(statementsOf(completed).newestOfEach(), completed.parameters)).toMatchObject({
      seqScans: [],
      indexes: expect.arrayContaining(['orders_status_created_id']),
    });
  });

  it('reads an alternative expected to match few through its own index, not by walking the newest orders', async () => {
    // Codes …-012xxx: a thousand orders made one after another, 12,000 orders behind the newest.
    // PostgreSQL expects them spread, so it would walk the newest orders until 50 match.
    const bunched = orderSearch({ status: 'all', search: '-012' }, []);
    const statements = statementsOf(bunched);
    const few = bunched.matches.map(() => 1000);
    const { indexes } = await plan(statements.newestOfEach(few), bunched.parameters);
    expect(indexes).toContain('orders_code_trgm');
    expect(indexes).not.toContain('orders_created');

    const many = bunched.matches.map(() => SORTED_MATCHES_LIMIT + 1);
    expect((await plan(statements.newestOfEach(many), bunched.parameters)).indexes).toContain(
      'orders_created',
    );
  });

  it('finds items by code and name through their indexes, newest first for common words', async () => {
    const search = itemSearch('IT-123');
    expect(await plan(statementsOf(search).branches, search.parameters)).toEqual({
      seqScans: [],
      indexes: ['order_items_code_trgm', 'order_items_name_trgm'],
    });
    const common = itemSearch('товар');
    expect(await plan(statementsOf(common).newestOfEach(), common.parameters)).toEqual({
      seqScans: [],
      indexes: ['order_items_code_trgm', 'order_items_created'],
    });
  });

  it('reads the newest items whose name starts with one or two characters through an index', async () => {
    for (const [text, index] of [
      ['л', 'order_items_name_start1_newest'],
      ['ла', 'order_items_name_start2_newest'],
    ]) {
      const search = itemSearch(text!);
      const { seqScans, indexes } = await plan(
        statementsOf(search).newestOfEach(),
        search.parameters,
      );
      expect(seqScans).toEqual([]);
      // One name in ten starts so here: the newest-first date index finds fifty within some five
      // hundred rows, and ANALYZE's sample decides between it and the index of the starts.
      expect(indexes).toHaveLength(2);
      expect(indexes[0]).toBe('order_items_code_prefix');
      expect([index, 'order_items_created']).toContain(indexes[1]);
    }
  });

  it('looks an order up for tracking by its code index, its items by order', async () => {
    const { seqScans, indexes } = await plan(TRACKING_STATEMENT.text, ['qb-000042']);
    expect(seqScans).toEqual([]);
    expect(indexes).toEqual(expect.arrayContaining(['orders_code_unique', 'order_items_order']));
  });

  it('counts exactly up to the limit and flags an estimate beyond it', async () => {
    const numbers = (answer: { body: Array<{ code: string }> }) =>
      answer.body.map((order) => order.code.slice(3));
    const few = await service.call('GET', '/api/admin/orders', { query: { q: '-00123' } });
    expect(few.headers['x-total-count']).toBe('10');
    expect(few.headers['x-total-count-estimated']).toBeUndefined();
    expect(numbers(few)).toEqual([
      '001230',
      '001231',
      '001232',
      '001233',
      '001234',
      '001235',
      '001236',
      '001237',
      '001238',
      '001239',
    ]);

    const all = await service.call('GET', '/api/admin/orders', { query: { offset: '20000' } });
    expect(all.headers['x-total-count-estimated']).toBe('true');
    expect(Number(all.headers['x-total-count'])).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(numbers(all)[0]).toBe('020001');

    const common = await service.call('GET', '/api/admin/orders', {
      query: { q: 'заказ', limit: '3' },
    });
    expect(common.headers['x-total-count-estimated']).toBe('true');
    expect(numbers(common)).toEqual(['000001', '000002', '000003']);
  });
});
