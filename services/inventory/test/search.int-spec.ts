import { INVENTORY_SEARCH_LIMIT } from '@silkway/contracts';
import { startTestService, type TestService } from '@silkway/service-kit/testing';
import type { InventoryConfig } from '../src/config.js';
import { inventoryService } from '../src/service.js';

describe('inventory service: internal search for the admin Search tab', () => {
  let service: TestService<InventoryConfig>;
  let yiwu: { id: number; name: string };

  const addStock = async (warehouseId: number, fields: Record<string, unknown>) =>
    (
      await service.call('POST', '/api/admin/warehouse-inventory', {
        body: { warehouseId, quantity: 3, ...fields },
      })
    ).body;
  const search = (q: string) => service.call('GET', '/internal/search', { query: { q } });
  const codesOf = (answer: { body: { inventory: Array<{ code: string }> } }) =>
    answer.body.inventory.map((line) => line.code);

  beforeAll(async () => {
    service = await startTestService(inventoryService);
    yiwu = (await service.call('POST', '/api/admin/warehouses', { body: { location: 'Иу' } })).body;
    const dushanbe = (
      await service.call('POST', '/api/admin/warehouses', { body: { location: 'Душанбе' } })
    ).body;
    await addStock(yiwu.id, {
      code: 'LMP-9',
      name: 'Лампа настольная',
      description: 'Белая, 40 Вт',
    });
    await addStock(dushanbe.id, {
      code: 'CBL-1',
      name: 'Кабель',
      description: 'Для настольной лампы',
    });
    await addStock(dushanbe.id, { code: 'DSH-2', name: 'Посуда' });
    await addStock(dushanbe.id, { code: '100%_COTTON', name: 'Ткань' });
  });
  afterAll(() => service?.close());

  it('finds stock lines by code, name or description in any case, with their warehouse', async () => {
    const byCode = await search('lmp');
    expect(byCode.statusCode).toBe(200);
    expect(byCode.body).toEqual({
      inventory: [
        expect.objectContaining({
          code: 'LMP-9',
          name: 'Лампа настольная',
          quantity: 3,
          warehouseId: yiwu.id,
          warehouseName: 'Иу',
        }),
      ],
    });
    expect(codesOf(await search('ЛАМП'))).toEqual(['CBL-1', 'LMP-9']);
    expect(codesOf(await search('  посуда  '))).toEqual(['DSH-2']);
  });

  it('takes % and _ in the query literally', async () => {
    expect(codesOf(await search('0%_c'))).toEqual(['100%_COTTON']);
    expect(codesOf(await search('%_c'))).toEqual(['100%_COTTON']);
  });

  it('matches one or two characters at the start of the code, name or description only', async () => {
    expect(codesOf(await search('lm'))).toEqual(['LMP-9']);
    expect(codesOf(await search('ЛА'))).toEqual(['LMP-9']);
    expect(codesOf(await search('mp'))).toEqual([]);
    expect(codesOf(await search('%'))).toEqual([]);
    expect(codesOf(await search('1'))).toEqual(['100%_COTTON']);
  });

  it(`answers at most ${INVENTORY_SEARCH_LIMIT} lines`, async () => {
    const { body: warehouse } = await service.call('POST', '/api/admin/warehouses', {
      body: { location: 'Гуанчжоу' },
    });
    for (let index = 1; index <= INVENTORY_SEARCH_LIMIT + 5; index += 1)
      await addStock(warehouse.id, {
        code: `BOLT-${String(index).padStart(2, '0')}`,
        name: 'Болт',
      });
    const answer = await search('bolt');
    expect(answer.body.inventory).toHaveLength(INVENTORY_SEARCH_LIMIT);
    expect(codesOf(answer)[0]).toBe('BOLT-01');
  });

  it('answers an empty group when nothing matches and 400 with field errors for a blank query', async () => {
    expect((await search('ничего')).body).toEqual({ inventory: [] });
    const blank = await search('   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.body.fieldErrors).toEqual({ q: ['Введите запрос'] });
    const missing = await service.call('GET', '/internal/search');
    expect(missing.statusCode).toBe(400);
    expect(missing.body.fieldErrors).toHaveProperty('q');
  });

  it('needs the internal token', async () => {
    expect(
      (await service.call('GET', '/internal/search', { query: { q: 'lmp' }, token: false }))
        .statusCode,
    ).toBe(401);
  });
});
