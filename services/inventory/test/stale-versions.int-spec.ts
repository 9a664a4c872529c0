import { ifMatch, versionTag, type VersionedRecord } from '@silkway/contracts';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { InventoryConfig } from '../src/config.js';
import { inventoryService } from '../src/service.js';

/**
 * No silent overwrite (docs/product-decisions.md): an edit or delete of a warehouse, stock line or
 * truck sent with `If-Match` of a version that is no longer the record's is refused with 412, the
 * record as it now is and who changed it last, and changes nothing.
 */
describe('inventory service: a stale If-Match is refused with 412 and writes nothing', () => {
  let service: TestService<InventoryConfig>;
  let warehouseId: number;

  beforeAll(async () => {
    service = await startTestService(inventoryService);
    warehouseId = (
      await service.call('POST', '/api/admin/warehouses', { body: { location: 'Урумчи' } })
    ).body.id;
  });
  afterAll(() => service?.close());

  const stored = async (table: string, id: number) =>
    (
      await service.query<Record<string, unknown>>(
        `SELECT * FROM inventory.${table} WHERE id = $1`,
        [id],
      )
    )[0]!;

  const kinds: Array<{
    record: VersionedRecord;
    table: string;
    url: string;
    create: () => Promise<{ id: number; version: number }>;
    theirs: Record<string, unknown>;
    mine: Record<string, unknown>;
  }> = [
    {
      record: 'warehouse',
      table: 'warehouses',
      url: '/api/admin/warehouses',
      create: async () =>
        (await service.call('POST', '/api/admin/warehouses', { body: { location: 'Кашгар' } }))
          .body,
      theirs: { location: 'Кашгар', comments: 'их' },
      mine: { location: 'Кашгар', manager: 'моё' },
    },
    {
      record: 'stock',
      table: 'inventory_items',
      url: '/api/admin/warehouse-inventory',
      create: async () =>
        (
          await service.call('POST', '/api/admin/warehouse-inventory', {
            body: { warehouseId, code: 'V-1', name: 'Кабель', quantity: 10, pricePerUnit: 10 },
          })
        ).body,
      theirs: { code: 'V-1', name: 'Кабель', pricePerUnit: 25 },
      mine: { code: 'V-1', name: 'Кабель', description: 'моё' },
    },
    {
      record: 'truck',
      table: 'trucks',
      url: '/api/admin/trucks',
      create: async () =>
        (await service.call('POST', '/api/admin/trucks', { body: { number: '01 TJ 412' } })).body,
      theirs: { capacity: 30 },
      mine: { number: '01 TJ 413' },
    },
  ];

  it.each(kinds)(
    '$record: an edit or delete of a stale version is refused; the current one passes',
    async ({ record, table, url, create, theirs, mine }) => {
      const created = await create();
      expect(created.version).toBe(1);
      const changed = await service.call('PUT', `${url}/${created.id}`, {
        body: theirs,
        headers: { 'x-admin-username': 'farhod', ...ifMatch(record, created.id, 1) },
      });
      expect(changed.body.version).toBe(2);
      const before = await stored(table, created.id);
      for (const [method, body] of [
        ['PUT', mine],
        ['DELETE', undefined],
      ] as const) {
        const refused = await service.call(method, `${url}/${created.id}`, {
          body,
          headers: ifMatch(record, created.id, 1),
        });
        expect(refused.statusCode).toBe(412);
        expect(refused.body.current).toMatchObject({
          id: created.id,
          version: 2,
          ...theirs,
          lastChange: { username: 'farhod' },
        });
        expect(await stored(table, created.id)).toEqual(before);
      }
      const malformed = await service.call('PUT', `${url}/${created.id}`, {
        body: mine,
        headers: { 'if-match': `${record}-${created.id}-v2` },
      });
      expect(malformed.statusCode).toBe(400);
      const current = await service.call('PUT', `${url}/${created.id}`, {
        body: mine,
        headers: ifMatch(record, created.id, 2),
      });
      expect(current.body).toMatchObject({ version: 3, ...mine });
    },
  );

  it("answers a warehouse's ETag on its GET", async () => {
    const read = await service.call('GET', `/api/admin/warehouses/${warehouseId}`);
    expect(read.headers.etag).toBe(versionTag('warehouse', warehouseId, read.body.version));
  });
});
