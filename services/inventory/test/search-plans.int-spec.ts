import { queryPlan, startTestService, type TestService } from '@silkway/service-kit/testing';
import { DataSource } from 'typeorm';
import type { InventoryConfig } from '../src/config.js';
import { stockSearch } from '../src/search/search-stock/search-stock.handler.js';
import { inventoryService } from '../src/service.js';
import { InventoryItem } from '../src/entities/inventory-item.entity.js';

/**
 * The stock search on 20,000 ANALYZEd lines, where PostgreSQL reads the whole table whenever no
 * index fits: it must read the trigram (3+ characters) or prefix (1–2) indexes instead.
 */
describe('inventory service: the stock search reads through indexes', () => {
  let service: TestService<InventoryConfig>;
  let database: DataSource;

  const planOf = (text: string) => {
    const [sql, parameters] = stockSearch(
      database.getRepository(InventoryItem),
      text,
    ).getQueryAndParameters();
    return queryPlan(database, sql, parameters);
  };

  beforeAll(async () => {
    service = await startTestService(inventoryService);
    database = service.app.get(DataSource);
    const { body: warehouse } = await service.call('POST', '/api/admin/warehouses', {
      body: { location: 'Иу' },
    });
    await database.query(
      `INSERT INTO inventory.inventory_items (warehouse_id, code, name, description, quantity)
       SELECT $1, chr(65 + g % 26) || chr(65 + g / 26 % 26) || '-' || lpad(g::text, 5, '0'), 'Товар ' || g, 'Партия ' || g, 10
         FROM generate_series(1, 20000) g`,
      [warehouse.id],
    );
    await database.query('VACUUM ANALYZE inventory.inventory_items');
  }, 120_000);
  afterAll(() => service?.close(), 30_000);

  it('finds three characters or more through the trigram indexes', async () => {
    const { seqScans, indexes } = await planOf('-01234');
    expect(seqScans).not.toContain('inventory_items');
    expect(indexes).toEqual(
      expect.arrayContaining([
        'inventory_items_code_trgm',
        'inventory_items_name_trgm',
        'inventory_items_description_trgm',
      ]),
    );
  });

  it('finds one or two characters through the prefix indexes', async () => {
    const { seqScans, indexes } = await planOf('QB');
    expect(seqScans).not.toContain('inventory_items');
    expect(indexes).toEqual(
      expect.arrayContaining([
        'inventory_items_code_prefix',
        'inventory_items_name_prefix',
        'inventory_items_description_prefix',
      ]),
    );
  });

  it('answers what the plan finds', async () => {
    const answer = await service.call('GET', '/internal/search', { query: { q: '-0123' } });
    expect(answer.body.inventory.map((line: { code: string }) => line.code)).toEqual([
      'IV-01230',
      'JV-01231',
      'KV-01232',
      'LV-01233',
      'MV-01234',
      'NV-01235',
      'OV-01236',
      'PV-01237',
      'QV-01238',
      'RV-01239',
    ]);
  });
});
